import type { Receipt, SendReceipt } from '@cobber/contracts';
import { receiptPdfFileName } from '@cobber/contracts/documents';
import { badRequest, type Knex, notFound } from '@cobber/kit';
import { deliverToClient, drawDocumentPdf, findBusiness, SMS_NUMBER_MESSAGE, smsNumber, type DocumentPdf, type DocumentSend, type KnownBusiness } from '@cobber/documents';
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

/** What the receipt's PDF prints (its job photos on a page after it), the same from the email, the text's link or the owner's download. */
async function receiptPdfContent(db: Knex, sending: Sending, row: ReceiptRow, business: KnownBusiness): Promise<DocumentPdf> {
  const receipt = toReceipt(row);
  const invoice = await invoicePaidBy(db, row);
  const photos = await printablePhotos(sending.photoStore, await receiptPhotoRows.list(db, row.id));
  const content = { receipt, business, invoiceNumber: invoice?.invoiceNumber ?? null, owingAfter: invoice?.owingAfter ?? null, photos };
  return { kind: 'receipt', filename: receiptPdfFileName(receipt.receiptNumber), content };
}

/** The receipt's PDF for a download. */
export async function receiptPdf(db: Knex, sending: Sending, row: ReceiptRow): Promise<{ filename: string; pdf: Uint8Array }> {
  const business = await findBusiness(db, row.owner_id);
  const drawn = await receiptPdfContent(db, sending, row, business);
  return { filename: drawn.filename, pdf: await drawDocumentPdf(drawn, business.logoUrl, sending) };
}

/** Where a texted receipt's link points: its PDF, public by its unguessable id. */
function receiptLink(publicUrl: string, receiptId: string): string {
  return new URL(`/api/receipts/${receiptId}/public/download`, publicUrl).toString();
}

/**
 * `POST /api/receipts/:id/send` as the documents package runs it: by email (PDF attached)
 * or SMS (a short text with the link). Only a message the provider accepted marks it
 * sent; a refused one leaves it a Draft and answers 502 with the provider's reason.
 */
export function receiptSend(sending: Sending, ownerId: string, id: string, input: SendReceipt): DocumentSend<Receipt> {
  return {
    // A receipt changes only until it is first sent: only the same request moments ago is the same send.
    document: { table: 'receipts', id, versionColumn: null },
    related: 'receipt',
    async prepare(db, { business }) {
      const row = await findReceipt(db, ownerId, id);
      if (!row) throw notFound('Receipt not found');
      const receipt = toReceipt(row);
      const record = async (trx: Knex.Transaction) => {
        const sent = await markReceiptSent(trx, id);
        await emitReceiptEvent(trx, sent, { method: input.method });
        return toReceipt(sent);
      };
      if (input.method === 'email') {
        if (!row.client_email) throw badRequest(NO_EMAIL, { clientEmail: NO_EMAIL });
        const pdf = await receiptPdfContent(db, sending, row, business);
        const mail = receiptEmail(receipt, business, await invoicePaidBy(db, row));
        return { message: { by: 'email', ...mail, to: row.client_email, pdf }, record };
      }
      if (!row.client_phone) throw badRequest(NO_PHONE, { clientPhone: NO_PHONE });
      // A number kept before numbers were checked is checked now, and sent as E.164.
      const to = smsNumber(row.client_phone);
      if (!to) throw badRequest(SMS_NUMBER_MESSAGE, { clientPhone: SMS_NUMBER_MESSAGE });
      return { message: { by: 'text', to, body: receiptSms(receipt, business, receiptLink(sending.publicUrl, id)) }, record };
    },
  };
}

/** A receipt sent without an owner's request (a card payment's): the same send, not asked twice. */
export async function sendReceipt(db: Knex, sending: Sending, ownerId: string, id: string, input: SendReceipt): Promise<Receipt> {
  return deliverToClient(db, sending, ownerId, receiptSend(sending, ownerId, id, input));
}
