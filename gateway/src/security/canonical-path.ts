import type { Middleware } from 'koa';

/**
 * One path, one check: routers match paths case-insensitively and without
 * a trailing slash, while the edge's checks (origin, rate limits, the public/owner split)
 * compare them. So an /api path is made canonical here, first — lower case, no repeated
 * or trailing slash — and every check, router, proxy and service after it sees the one
 * path that is matched. Ids in /api paths are UUIDs and hex names, so lower case loses
 * nothing. Other paths (files, pages) are left as they are.
 */
export function canonicalApiPath(): Middleware {
  return async (ctx, next) => {
    const path = ctx.path;
    if (/^\/api(\/|$)/i.test(path)) {
      const canonical = path.toLowerCase().replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
      if (canonical !== path) ctx.path = canonical;
    }
    await next();
  };
}
