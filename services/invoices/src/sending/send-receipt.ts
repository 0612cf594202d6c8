import type { Receipt, SendReceipt } from '@cobber/contracts';
import { receiptPdfFileName } from '@cobber/contracts/documents';
import { badRequest, type Knex, notFound } from '@cobber/kit';
import { fetchLogo, findBusiness, mailDocument, makeReceiptPdf, SMS_NUMBER_MESSAGE, smsNumber, textDocument } from '@cobber/documents';
import { printablePhotos } from '@cobber/documents/photos';
import { receiptPhotoRows } from '../photos/repository.ts';
import { findReceipt, markReceiptSent } from '../receipts/repository.ts';
import { toReceipt, type ReceiptRow } from '../receipts/rows.ts';
import { emitReceiptEvent } from '../receipts/service.ts';
import { invoicePaidBy } from './receipt-invoice.ts';
import { receiptEmail, receiptSms } from './receipt-message.ts';
import type { Sending } from './sending.ts';

const NO_EMAIL = 'Add the client’s email before emailing this receipt';
const NO_PHONE = 'Add the client’s phone number before texting this receipt';

/** The receipt's PDF as the client gets it (its job photos on a page after it): from the email, the text's link, or the owner's download. */
export async function receiptPdf(db: Knex, sending: Sending, row: ReceiptRow): Promise<{ filename: string; pdf: Uint8Array }> {
  const receipt = toReceipt(row);
  const business = await findBusiness(db, row.owner_id);
  const invoice = await invoicePaidBy(db, row);
  const pdf = await makeReceiptPdf({
    receipt,
    business,
    invoiceNumber: invoice?.invoiceNumber ?? null,
    owingAfter: invoice?.owingAfter ?? null,
    logo: await fetchLogo(sending.publicUrl, business.logoUrl, sending.logger),
    photos: await printablePhotos(sending.photoStore, await receiptPhotoRows.list(db, row.id)),
  });
  return { filename: receiptPdfFileName(receipt.receiptNumber), pdf };
}

/** Where a texted receipt's link points: its PDF, public by its unguessable id. */
function receiptLink(publicUrl: string, receiptId: string): string {
  return new URL(`/api/receipts/${receiptId}/public/download`, publicUrl).toString();
}

/**
 * `POST /api/receipts/:id/send`: by email (PDF attached) or SMS (a short text with the
 * link). Only a message the provider accepted marks it sent; a refused one leaves it a
 * Draft and answers 502 with the provider's reason (mailDocument, textDocument).
 */
export async function sendReceipt(db: Knex, sending: Sending, ownerId: string, id: string, input: SendReceipt): Promise<Receipt> {
  const row = await findReceipt(db, ownerId, id);
  if (!row) throw notFound('Receipt not found');
  const receipt = toReceipt(row);
  const business = await findBusiness(db, ownerId);
  const sentFor = { ownerId, related: { type: 'receipt', id } };
  if (input.method === 'email') {
    if (!row.client_email) throw badRequest(NO_EMAIL, { clientEmail: NO_EMAIL });
    const { filename, pdf } = await receiptPdf(db, sending, row);
    const message = receiptEmail(receipt, business, await invoicePaidBy(db, row));
    const limit = { perDay: sending.mailPerDay, timeZone: business.timeZone, what: 'emails' };
    const attachment = { filename, content: pdf, contentType: 'application/pdf' };
    await mailDocument(db, sending.mailer, { ...message, to: row.client_email, attachments: [attachment] }, sentFor, limit);
  } else {
    if (!row.client_phone) throw badRequest(NO_PHONE, { clientPhone: NO_PHONE });
    // A number kept before numbers were checked is checked now, and sent as E.164.
    const to = smsNumber(row.client_phone);
    if (!to) throw badRequest(SMS_NUMBER_MESSAGE, { clientPhone: SMS_NUMBER_MESSAGE });
    const limit = { perDay: sending.smsPerDay, timeZone: business.timeZone, what: 'text messages' };
    const body = receiptSms(receipt, business, receiptLink(sending.publicUrl, id));
    await textDocument(db, sending.sms, { to, body }, sentFor, limit);
  }
  return db.transaction(async (trx) => {
    const sent = await markReceiptSent(trx, id);
    await emitReceiptEvent(trx, sent, { method: input.method });
    return toReceipt(sent);
  });
}
