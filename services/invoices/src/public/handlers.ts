import type { Handlers, Knex, Clock } from '@cobber/kit';
import { publicInvoice, publicInvoiceItems } from './service.ts';

/** What a client reaches from an emailed or texted link: no sign-in, an unguessable id, nothing cached. */
export function publicInvoiceHandlers(db: Knex, publicUrl: string, clock: Clock): Handlers<'invoices', 'publicInvoice' | 'publicInvoiceItems'> {
  return {
    async publicInvoice(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await publicInvoice(db, publicUrl, clock, ctx.params.id!);
    },
    async publicInvoiceItems(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await publicInvoiceItems(db, ctx.params.id!);
    },
  };
}
