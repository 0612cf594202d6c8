import { formatInvoiceNumber, todayIn, type InvoiceDocument } from '@cobber/contracts';
import type { MailAttachment } from '@cobber/documents';
import { conflict, notFound, type Clock, type Knex } from '@cobber/kit';
import { findClientAbn } from '../clients/repository.ts';
import { businessDay } from '../dates.ts';
import { invoiceDocument } from '../documents/service.ts';
import { findInvoice, findInvoiceById } from '../invoices/repository.ts';
import type { InvoiceRow } from '../invoices/rows.ts';
import { creditNoteXml, eInvoiceFileName, invoiceXml, sellerAbn, type EInvoiceSource } from './ubl.ts';

const NOT_FOUND = 'Invoice not found';
const NO_ABN = 'Add your ABN in Settings to make e-invoices: Peppol knows a business by its ABN';
const NOT_CREDITED = 'Only an invoice cancelled after it was sent has a credit note';

/** An e-invoice as a file: its name and its XML. Where it goes (a download, an email, an access point) is the caller's. */
export interface EInvoiceFile {
  fileName: string;
  xml: string;
}

/** What the invoice's e-invoice is made from, read now: the document its PDF prints and the client's ABN. */
async function sourceOf(db: Knex, publicUrl: string, clock: Clock, row: InvoiceRow): Promise<{ source: EInvoiceSource; abn: string }> {
  const { today } = await businessDay(db, row.owner_id, clock);
  const [document, clientAbn] = await Promise.all([invoiceDocument(db, publicUrl, row, today), findClientAbn(db, row.owner_id, row.client_id)]);
  const abn = sellerAbn(document);
  if (!abn) throw conflict(NO_ABN);
  return { source: { document, clientAbn }, abn };
}

/** An invoice's e-invoice (PINT A-NZ billing); 409 while the business has no ABN to be known by. */
export async function eInvoiceOf(db: Knex, publicUrl: string, clock: Clock, row: InvoiceRow): Promise<EInvoiceFile> {
  const { source, abn } = await sourceOf(db, publicUrl, clock, row);
  return { fileName: eInvoiceFileName(source.document.invoice.invoiceNumber), xml: invoiceXml(source, abn) };
}

/** `GET /api/invoices/:id/e-invoice`: the owner's invoice, draft or sent. */
export async function ownerEInvoice(db: Knex, publicUrl: string, clock: Clock, ownerId: string, id: string): Promise<EInvoiceFile> {
  const row = await findInvoice(db, ownerId, id);
  if (!row) throw notFound(NOT_FOUND);
  return eInvoiceOf(db, publicUrl, clock, row);
}

/** `GET /api/invoices/:id/public/e-invoice`: only an invoice sent at least once, as its public page. */
export async function publicEInvoice(db: Knex, publicUrl: string, clock: Clock, id: string): Promise<EInvoiceFile> {
  const row = await findInvoiceById(db, id);
  if (!row?.sent_at) throw notFound(NOT_FOUND);
  return eInvoiceOf(db, publicUrl, clock, row);
}

/**
 * `GET /api/invoices/:id/credit-note`: the credit note that takes back an invoice the client
 * was sent and the owner then cancelled, dated the day it was cancelled. A draft never
 * sent needs none: the client never had it.
 */
export async function creditNote(db: Knex, publicUrl: string, clock: Clock, ownerId: string, id: string): Promise<EInvoiceFile> {
  const row = await findInvoice(db, ownerId, id);
  if (!row) throw notFound(NOT_FOUND);
  if (row.status !== 'cancelled' || !row.sent_at) throw conflict(NOT_CREDITED);
  const { source, abn } = await sourceOf(db, publicUrl, clock, row);
  const number = `CN-${formatInvoiceNumber(row.number)}`;
  const issueDate = todayIn(source.document.business.timeZone, row.cancelled_at ?? row.updated_at);
  return { fileName: eInvoiceFileName(number), xml: creditNoteXml(source, abn, { number, issueDate }) };
}

/**
 * The e-invoice an invoice email carries beside its PDF: only for a client with an ABN (a
 * business whose accounting software imports it), and only when the business has its ABN.
 */
export async function emailedEInvoice(db: Knex, row: InvoiceRow, document: InvoiceDocument): Promise<MailAttachment | null> {
  const [clientAbn, abn] = [await findClientAbn(db, row.owner_id, row.client_id), sellerAbn(document)];
  if (!clientAbn || !abn) return null;
  const xml = invoiceXml({ document, clientAbn }, abn);
  return { filename: eInvoiceFileName(document.invoice.invoiceNumber), content: new TextEncoder().encode(xml), contentType: 'application/xml' };
}
