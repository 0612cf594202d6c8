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

/**
 * Where the request says it came from: Origin, or else Referer's origin; null when neither
 * says. An opaque `Origin: null` (a sandboxed frame, a redirect across sites) stays 'null',
 * which is never the app's, rather than falling back on a Referer that could be the app's.
 */
function claimedOrigin(ctx: Context): string | null {
  const origin = ctx.get('origin');
  if (origin !== '') return originOf(origin) ?? 'null';
  return originOf(ctx.get('referer'));
}

/** Sec-Fetch-Site values of a request the app itself made, or the owner typed or bookmarked. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * For a request that must come from the app but may come without Origin (a link followed,
 * such as sign out): the browser says it is same-origin or typed (Sec-Fetch-Site), or, from
 * a browser that does not say, its Origin or Referer is the app's. Same-site is not enough:
 * another app on a sibling subdomain is another site's page here.
 */
export function comesFromTheApp(ctx: Context, publicUrl: string | undefined): boolean {
  const fetchSite = ctx.get('sec-fetch-site');
  const claimed = claimedOrigin(ctx);
  const claimsTheApp = claimed !== null && appOrigins(ctx, publicUrl ? new URL(publicUrl).origin : null).includes(claimed);
  if (fetchSite !== '') return OWN_FETCH_SITES.has(fetchSite) && (claimed === null || claimsTheApp);
  return claimsTheApp;
}

/**
 * CSRF defence (ASVS V3): a state-changing request that carries the session cookie, and
 * every state-changing request to the gateway's own routes (sign in, sign up, password
 * reset, email confirmation), must come from the app's own origin, told by Origin or else
 * Referer; `Origin: null` and a request that tells neither are refused. The app's origin
 * is PUBLIC_URL, or the origin the request itself was addressed to, whose Host is one of
 * ours (own-host.ts). The path is already canonical (canonical-path.ts).
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
