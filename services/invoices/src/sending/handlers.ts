import { sendOnce, type Handlers, type Knex, type Clock } from '@cobber/kit';
import { sendInvoice } from './send-invoice.ts';
import type { Sending } from './sending.ts';

/** Emailing an invoice: the validated request in, one service call, the answer out. */
export function sendingHandlers(db: Knex, sending: Sending, clock: Clock): Handlers<'invoices', 'sendInvoice'> {
  return {
    /** A double tap or a retry is the same send while the invoice is unchanged (kit sendOnce). */
    async sendInvoice(ctx) {
      const invoice = { table: 'invoices', id: ctx.params.id! };
      ctx.body = await sendOnce(db, ctx, invoice, () => sendInvoice(db, sending, clock, ctx.state.owner.id, ctx.params.id!, ctx.state.body));
    },
  };
}
