import type { Clock, Handlers, Knex, RouteContext } from '@cobber/kit';
import { creditNote, ownerEInvoice, publicEInvoice, type EInvoiceFile } from './service.ts';

type EInvoiceRoute = 'invoiceEInvoice' | 'invoiceCreditNote' | 'publicEInvoice';

/** The file answered as a download the client's accounting software can import. */
function answerFile(ctx: RouteContext<'invoices', EInvoiceRoute>, file: EInvoiceFile): void {
  ctx.type = 'application/xml; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = file.xml;
}

/** E-invoices (PINT A-NZ): the owner's invoice and credit note, and a sent invoice's for its client. */
export function eInvoiceHandlers(db: Knex, publicUrl: string, clock: Clock): Handlers<'invoices', EInvoiceRoute> {
  return {
    async invoiceEInvoice(ctx) {
      answerFile(ctx, await ownerEInvoice(db, publicUrl, clock, ctx.state.owner.id, ctx.params.id!));
    },
    async invoiceCreditNote(ctx) {
      answerFile(ctx, await creditNote(db, publicUrl, clock, ctx.state.owner.id, ctx.params.id!));
    },
    async publicEInvoice(ctx) {
      answerFile(ctx, await publicEInvoice(db, publicUrl, clock, ctx.params.id!));
    },
  };
}
