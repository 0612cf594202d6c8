import { ErrorCode } from '@cobber/contracts';
import { API_ROUTES, pathPattern } from '@cobber/contracts/api';
import { HttpError } from '@cobber/kit';
import type { Middleware } from 'koa';

/** Every method a route of Cobber answers; the rest (TRACE, QUERY, PROPFIND…) none does. */
export const KNOWN_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const known = new Set<string>(KNOWN_METHODS);

const routes = API_ROUTES.map((route) => ({ method: route.method, path: pathPattern(route.path) }));

/** What a path answers, as Allow says it: its routes' methods (HEAD with GET), or a page's GET outside /api. */
export function methodsOf(path: string): string[] {
  const api = /^\/api(\/|$)/i.test(path);
  // As the routers will match it (canonical-path.ts): any case, no repeated or trailing slash.
  const matched = api ? path.toLowerCase().replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1') : path;
  const methods = new Set<string>(routes.filter((route) => route.path.test(matched)).map((route) => route.method));
  if (methods.size === 0 && !api) methods.add('GET');
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}

/**
 * A method no route knows answers 405 on every path (DESIGN.md §6), before any router,
 * proxy or file server sees it, naming the methods the path does take (or 404 where no
 * route is).
 */
export function refuseUnknownMethods(): Middleware {
  return async (ctx, next) => {
    if (!known.has(ctx.method)) {
      const allowed = methodsOf(ctx.path);
      if (allowed.length === 0) throw new HttpError(404, ErrorCode.notFound, 'Not found');
      throw new HttpError(405, ErrorCode.methodNotAllowed, `${ctx.method} is not a method this path answers`, {
        headers: { Allow: allowed.join(', ') },
      });
    }
    await next();
  };
}
