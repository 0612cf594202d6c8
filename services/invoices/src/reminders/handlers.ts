import { type Handlers, type Knex } from '@cobber/kit';
import { changeDocumentFollowUps, documentFollowUps } from '@cobber/documents';
import { INVOICE_REMINDERS } from './service.ts';

/** The invoice's reminders: what went to the client, and the owner's stop. */
export function reminderHandlers(db: Knex): Handlers<'invoices', 'readInvoiceReminders' | 'changeInvoiceReminders'> {
  return {
    async readInvoiceReminders(ctx) {
      ctx.body = await documentFollowUps(db, INVOICE_REMINDERS, ctx.state.owner.id, ctx.params.id!);
    },
    async changeInvoiceReminders(ctx) {
      ctx.body = await changeDocumentFollowUps(db, INVOICE_REMINDERS, ctx.state.owner.id, ctx.params.id!, ctx.state.body.remindersOff);
    },
  };
}
