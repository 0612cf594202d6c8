import { type Handlers, type Knex, type Clock } from '@cobber/kit';
import { sendToClient } from '@cobber/documents';
import { invoiceSend } from './send-invoice.ts';
import type { Sending } from './sending.ts';

/** Emailing an invoice: the documents package runs the whole send, once, from the invoice's plan. */
export function sendingHandlers(db: Knex, sending: Sending, clock: Clock): Handlers<'invoices', 'sendInvoice'> {
  return {
    async sendInvoice(ctx) {
      ctx.body = await sendToClient(db, ctx, sending, invoiceSend(sending, clock, ctx.state.owner.id, ctx.params.id!, ctx.state.body));
    },
  };
}
