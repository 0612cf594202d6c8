import { ErrorCode } from '@cobber/contracts';
import { API_ROUTES, pathParams } from '@cobber/contracts/api';
import { HttpError } from '@cobber/kit';
import type { Middleware } from 'koa';
import { routeIndex } from '../proxy/route-index.ts';

/** Every method a route of Cobber answers; the rest (TRACE, QUERY, PROPFIND…) none does. */
export const KNOWN_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const known = new Set<string>(KNOWN_METHODS);

const routes = routeIndex(API_ROUTES.map((route) => ({ method: route.method, path: route.path, parameters: pathParams(route.path).length })));

/** As the routers will match it (canonical-path.ts): any case, no repeated or trailing slash. */
const canonical = (path: string) => path.toLowerCase().replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');

/**
 * The methods of the route table's path that a request path is (a literal segment wins
 * over a parameter, as in the routing table), with HEAD beside GET; none when the table
 * has no such path.
 */
export function apiMethodsOf(path: string): string[] {
  const asked = canonical(path);
  const matching = routes(asked);
  const fewest = Math.min(...matching.map((route) => route.parameters));
  const methods = new Set<string>(matching.filter((route) => route.parameters === fewest).map((route) => route.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods];
}

const notAllowed = (method: string, allowed: string[]) =>
  new HttpError(405, ErrorCode.methodNotAllowed, `${method} is not a method this path answers`, { headers: { Allow: allowed.join(', ') } });

/**
 * A method a path does not answer is 405 naming the ones it does (Allow), before any
 * check, router, proxy or file server sees it: on an /api path the route
 * table's methods, and OPTIONS answered with them; elsewhere (pages and files) GET and
 * HEAD, for a method no route knows. An /api path the table lacks is 404 whatever the method.
 */
export function refuseUnknownMethods(): Middleware {
  return async (ctx, next) => {
    if (/^\/api(\/|$)/i.test(ctx.path)) {
      const allowed = apiMethodsOf(ctx.path);
      if (allowed.length === 0) {
        if (!known.has(ctx.method)) throw new HttpError(404, ErrorCode.notFound, 'Not found');
      } else if (ctx.method === 'OPTIONS') {
        ctx.status = 204;
        ctx.set('Allow', allowed.join(', '));
        return;
      } else if (!allowed.includes(ctx.method)) {
        throw notAllowed(ctx.method, allowed);
      }
    } else if (!known.has(ctx.method)) {
      throw notAllowed(ctx.method, ['GET', 'HEAD']);
    }
    await next();
  };
}
