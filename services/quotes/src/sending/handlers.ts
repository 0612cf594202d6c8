import { type Handlers, type Knex } from '@cobber/kit';
import { sendToClient } from '@cobber/documents';
import { quoteSend, type QuoteSending } from './send-quote.ts';

/** The sending route's handler: the documents package runs the whole send, once, from the quote's plan. */
export function sendingHandlers(db: Knex, sending: QuoteSending): Handlers<'quotes', 'sendQuote'> {
  return {
    async sendQuote(ctx) {
      ctx.body = await sendToClient(db, ctx, sending, quoteSend(sending, ctx.state.owner, ctx.params.id!, ctx.state.body));
    },
  };
}
