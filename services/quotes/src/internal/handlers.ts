import type { Handlers, Knex } from '@cobber/kit';
import { currentQuote } from './service.ts';

/**
 * What the other services ask this one for, as a signed service call (never through the
 * gateway, which proxies only /api paths): the quote as it stands now (contracts
 * `CurrentQuote`), for whatever bills or charges it — the invoice made from it, the
 * client's deposit — rather than a replica a moment behind. The caller scopes it: the
 * invoices service answers another owner's quote with 404.
 */
export function internalQuoteHandlers(db: Knex): Handlers<'quotes', 'currentQuote'> {
  return {
    async currentQuote(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await currentQuote(db, ctx.params.id!);
    },
  };
}
