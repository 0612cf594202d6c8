import { sendOnce, type Handlers, type Knex } from '@cobber/kit';
import { sendQuote, type QuoteSending } from './send-quote.ts';

/** The sending route's handler. */
export function sendingHandlers(db: Knex, sending: QuoteSending): Handlers<'quotes', 'sendQuote'> {
  return {
    /** A retry sends nothing twice; what the client reads moves the revision on (kit sendOnce). */
    async sendQuote(ctx) {
      const quote = { table: 'quotes', id: ctx.params.id!, versionColumn: 'revision' };
      ctx.body = await sendOnce(db, ctx, quote, () => sendQuote(db, sending, ctx.state.owner, ctx.params.id!, ctx.state.body));
    },
  };
}
