import type { Invoice, SendInvoice } from '@cobber/contracts';
import { invoicePdfFileName } from '@cobber/contracts/documents';
import { badRequest, type Knex, notFound, type Clock } from '@cobber/kit';
import { fetchLogo, findBusiness, mailDocument, makeInvoicePdf } from '@cobber/documents';
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
 * `POST /api/invoices/:id/send`: emails the invoice with its PDF (and its e-invoice to a
 * client with an ABN) and the link to pay.
 * Only a message the mail server accepted marks it sent; every attempt is logged.
 */
export async function sendInvoice(db: Knex, sending: Sending, clock: Clock, ownerId: string, id: string, input: SendInvoice): Promise<Invoice> {
  const row = await findInvoice(db, ownerId, id);
  if (!row) throw notFound('Invoice not found');
  if (!row.client_email) throw badRequest(NO_EMAIL, { clientEmail: NO_EMAIL });
  const { today } = await businessDay(db, ownerId, clock);
  const invoice = { ...toInvoice(row, today), paymentMethod: input.paymentMethod };
  const [document, business] = await Promise.all([invoiceDocument(db, sending.publicUrl, row, today), findBusiness(db, ownerId)]);
  const pdf = await makeInvoicePdf({ ...document, logo: await fetchLogo(sending.publicUrl, document.business.logoUrl, sending.logger) });
  const eInvoice = await emailedEInvoice(db, row, document);
  const message = invoiceEmail({ invoice, business, link: document.link, message: input.message, eInvoice: eInvoice !== null });
  const to = row.client_email;
  const attachments = [{ filename: invoicePdfFileName(invoice.invoiceNumber), content: pdf, contentType: 'application/pdf' }, ...(eInvoice ? [eInvoice] : [])];
  const limit = { perDay: sending.mailPerDay, timeZone: business.timeZone, what: 'emails' };
  await mailDocument(db, sending.mailer, { ...message, to: row.client_email, attachments }, { ownerId, related: { type: 'invoice', id: invoice.id } }, limit);
  return db.transaction(async (trx) => {
    const current = await loadInvoiceForChange(trx, ownerId, id);
    const sent = await updateInvoiceRow(trx, id, {
      // A paid invoice sent again (a copy for the client) stays paid.
      status: current.status === 'draft' ? 'sent' : current.status,
      payment_method: input.paymentMethod,
      sent_at: trx.fn.now(),
    });
    await emitInvoiceEvent(trx, 'invoice.sent', sent);
    return toInvoice(sent, today);
  });
}
