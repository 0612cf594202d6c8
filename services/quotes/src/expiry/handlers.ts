import type { Handlers, Knex } from '@cobber/kit';
import { requestUpdatedQuote } from './request-update.ts';

/** The client's side of an expired quote, signed out like the rest of its page (the gateway's public limits apply). */
export function expiryHandlers(db: Knex): Handlers<'quotes', 'requestQuoteUpdate'> {
  return {
    async requestQuoteUpdate(ctx) {
      ctx.body = await requestUpdatedQuote(db, ctx.params.id!);
    },
  };
}
