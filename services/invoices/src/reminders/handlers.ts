import type { ChangeDocumentReminders } from '@cobber/contracts';
import type { Knex, OwnerContext } from '@cobber/kit';
import { changeInvoiceReminders, invoiceReminders } from './service.ts';

/** The invoice's reminders: what went to the client, and the owner's stop. */
export function reminderHandlers(db: Knex) {
  return {
    async read(ctx: OwnerContext) {
      ctx.body = await invoiceReminders(db, ctx.state.owner.id, ctx.params.id!);
    },
    async change(ctx: OwnerContext<ChangeDocumentReminders>) {
      ctx.body = await changeInvoiceReminders(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body.remindersOff);
    },
  };
}
