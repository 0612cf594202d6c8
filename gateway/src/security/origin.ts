import { forbidden } from '@cobber/kit';
import type { Middleware } from 'koa';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence (DESIGN.md §5, ASVS V3): a state-changing request that carries the
 * session cookie, and every sign-in, must come from the app's own origin, told by
 * Origin or else Referer. The app's origin is PUBLIC_URL, or the origin the request
 * itself was addressed to.
 */
export function requireSameOrigin({ sessionCookie, publicUrl }: { sessionCookie: string; publicUrl: string | undefined }): Middleware {
  const configured = publicUrl ? new URL(publicUrl).origin : null;
  return async (ctx, next) => {
    const needsCheck =
      !SAFE_METHODS.has(ctx.method) && (ctx.cookies.get(sessionCookie) !== undefined || ctx.path === '/api/login');
    if (needsCheck) {
      const claimed = originOf(ctx.get('origin')) ?? originOf(ctx.get('referer'));
      // Not ctx.origin: Koa 3 answers the Origin header there, not the request's own origin.
      const own = `${ctx.protocol}://${ctx.host}`;
      const allowed = claimed !== null && (claimed === configured || claimed === own);
      if (!allowed) throw forbidden('This request did not come from the Cobber app');
    }
    await next();
  };
}
