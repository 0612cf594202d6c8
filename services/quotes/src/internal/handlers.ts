import type { Knex, ServiceCallState } from '@cobber/kit';
import type { RouterContext } from '@koa/router';
import { currentQuote } from './service.ts';

/** The internal routes' handlers: another service's signed call in, the current truth out. */
export function internalQuoteHandlers(db: Knex) {
  return {
    async currentQuote(ctx: RouterContext<ServiceCallState>) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await currentQuote(db, ctx.params.id!);
    },
  };
}
