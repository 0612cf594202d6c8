import type { Middleware } from 'koa';
import { isPublicCall } from '../proxy/routing-table.ts';
import type { RateLimiter } from './rate-limit.ts';

export const PUBLIC_LIMIT_MESSAGE = 'Too many requests from your address. Please wait a few minutes and try again.';

/**
 * The signed-out calls (routing-table.ts `isPublicCall`) are limited per client address,
 * so no one can hammer a quote's answers or its card payments. The
 * server-rendered public pages count against the same limit (public-pages.ts).
 */
export function limitPublicCalls(limiter: RateLimiter): Middleware {
  return async (ctx, next) => {
    if (isPublicCall(ctx.method, ctx.path)) limiter.hit(ctx.ip);
    await next();
  };
}
