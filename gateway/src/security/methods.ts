import { ErrorCode } from '@cobber/contracts';
import { HttpError } from '@cobber/kit';
import type { Middleware } from 'koa';

/** Every method a route of Cobber answers; the rest (TRACE, QUERY, PROPFIND…) none does. */
export const KNOWN_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const known = new Set<string>(KNOWN_METHODS);

/**
 * A method no route knows answers 405 on every path (DESIGN.md §6), before any router,
 * proxy or file server sees it: the routers answered 501 as an unhandled error (500).
 */
export function refuseUnknownMethods(): Middleware {
  return async (ctx, next) => {
    if (!known.has(ctx.method)) {
      throw new HttpError(405, ErrorCode.validation, `${ctx.method} is not a method Cobber answers`, {
        headers: { Allow: KNOWN_METHODS.join(', ') },
      });
    }
    await next();
  };
}
