import { forbidden } from '@cobber/kit';
import type { Context, Middleware } from 'koa';
import { owningService } from '../proxy/routing-table.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The origins of the app: PUBLIC_URL's, and the one this request was addressed to. */
function appOrigins(ctx: Context, configured: string | null): string[] {
  // Not ctx.origin: Koa 3 answers the Origin header there, not the request's own origin.
  return [`${ctx.protocol}://${ctx.host}`, ...(configured ? [configured] : [])];
}

/** Where the request says it came from: Origin, or else Referer's origin; null when neither says. */
function claimedOrigin(ctx: Context): string | null {
  return originOf(ctx.get('origin')) ?? originOf(ctx.get('referer'));
}

/**
 * For a request that must not come from another site but may come without Origin (a
 * link followed, such as sign out): refused when the browser says it is cross-site
 * (Sec-Fetch-Site) or when its Origin or Referer names another site.
 */
export function comesFromAnotherSite(ctx: Context, publicUrl: string | undefined): boolean {
  if (ctx.get('sec-fetch-site') === 'cross-site') return true;
  const claimed = claimedOrigin(ctx);
  return claimed !== null && !appOrigins(ctx, publicUrl ? new URL(publicUrl).origin : null).includes(claimed);
}

/**
 * CSRF defence (DESIGN.md §5, ASVS V3): a state-changing request that carries the
 * session cookie, and every state-changing request to the gateway's own routes (sign
 * in, sign up, password reset, email confirmation), must come from the app's own origin,
 * told by Origin or else Referer. The app's origin is PUBLIC_URL, or the origin the
 * request itself was addressed to. The path is already canonical (canonical-path.ts).
 */
export function requireSameOrigin({ sessionCookie, publicUrl }: { sessionCookie: string; publicUrl: string | undefined }): Middleware {
  const configured = publicUrl ? new URL(publicUrl).origin : null;
  return async (ctx, next) => {
    const needsCheck =
      !SAFE_METHODS.has(ctx.method) && (ctx.cookies.get(sessionCookie) !== undefined || owningService(ctx.path) === null);
    if (needsCheck) {
      const claimed = claimedOrigin(ctx);
      if (claimed === null || !appOrigins(ctx, configured).includes(claimed)) throw forbidden('This request did not come from the Cobber app');
    }
    await next();
  };
}
