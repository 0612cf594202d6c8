import type { Handlers, Knex } from '@cobber/kit';
import { changeInvoiceReminders, invoiceReminders } from './service.ts';

/** The invoice's reminders: what went to the client, and the owner's stop. */
export function reminderHandlers(db: Knex): Handlers<'invoices', 'readInvoiceReminders' | 'changeInvoiceReminders'> {
  return {
    async readInvoiceReminders(ctx) {
      ctx.body = await invoiceReminders(db, ctx.state.owner.id, ctx.params.id!);
    },
    async changeInvoiceReminders(ctx) {
      ctx.body = await changeInvoiceReminders(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body.remindersOff);
    },
  };
}
