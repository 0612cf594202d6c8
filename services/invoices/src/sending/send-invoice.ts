import type { Invoice, SendInvoice } from '@cobber/contracts';
import { invoicePdfFileName } from '@cobber/contracts/documents';
import { badRequest, notFound, type Clock } from '@cobber/kit';
import type { DocumentSend } from '@cobber/documents';
import { businessDay } from '../dates.ts';
import { invoiceDocument } from '../documents/service.ts';
import { emailedEInvoice } from '../e-invoice/service.ts';
import { emitInvoiceEvent } from '../invoices/events.ts';
import { findInvoice, updateInvoiceRow } from '../invoices/repository.ts';
import { toInvoice } from '../invoices/rows.ts';
import { loadInvoiceForChange } from '../invoices/service.ts';
import { invoiceEmail } from './invoice-email.ts';
import type { Sending } from './sending.ts';

const NO_EMAIL = 'Add the client’s email before sending this invoice';

/**
 * `POST /api/invoices/:id/send` as the documents package runs it: the invoice emailed with
 * its PDF (and its e-invoice to a client with an ABN) and the link to pay; once the mail
 * server took it, the invoice is marked sent and `invoice.sent` goes to the outbox.
 */
export function invoiceSend(sending: Sending, clock: Clock, ownerId: string, id: string, input: SendInvoice): DocumentSend<Invoice> {
  return {
    // A double tap or a retry is the same send while the invoice is unchanged.
    document: { table: 'invoices', id },
    related: 'invoice',
    async prepare(db, { business }) {
      const row = await findInvoice(db, ownerId, id);
      if (!row) throw notFound('Invoice not found');
      if (!row.client_email) throw badRequest(NO_EMAIL, { clientEmail: NO_EMAIL });
      const { today } = await businessDay(db, ownerId, clock);
      const invoice = { ...toInvoice(row, today), paymentMethod: input.paymentMethod };
      const document = await invoiceDocument(db, sending.publicUrl, row, today);
      const eInvoice = await emailedEInvoice(db, row, document);
      const mail = invoiceEmail({ invoice, business, link: document.link, message: input.message, eInvoice: eInvoice !== null });
      const pdf = { kind: 'invoice' as const, filename: invoicePdfFileName(invoice.invoiceNumber), content: document };
      return {
        message: { by: 'email', ...mail, to: row.client_email, pdf, attachments: eInvoice ? [eInvoice] : [] },
        async record(trx) {
          const current = await loadInvoiceForChange(trx, ownerId, id);
          const sent = await updateInvoiceRow(trx, id, {
            // A paid invoice sent again (a copy for the client) stays paid.
            status: current.status === 'draft' ? 'sent' : current.status,
            payment_method: input.paymentMethod,
            sent_at: trx.fn.now(),
          });
          await emitInvoiceEvent(trx, 'invoice.sent', sent);
          return toInvoice(sent, today);
        },
      };
    },
  };
}
