import type { PublicInvoiceResponse } from '@cobber/contracts';
import { type Knex, notFound, type Clock } from '@cobber/kit';
import { businessDay } from '../dates.ts';
import { invoiceDocument } from '../documents/service.ts';
import { findInvoiceById, listItems } from '../invoices/repository.ts';
import { toPublicItem } from '../invoices/rows.ts';

const NOT_FOUND = 'Invoice not found';

/**
 * An invoice as its client may open it from the link: one sent at least once. A draft
 * never sent (even one marked paid) is still the owner's alone: 404 on every public call.
 */
async function findSentInvoice(db: Knex, id: string) {
  const row = await findInvoiceById(db, id);
  if (!row?.sent_at) throw notFound(NOT_FOUND);
  return row;
}

/**
 * `GET /api/invoices/:id/public`: only what the client's page and PDF show, nothing of the
 * owner's: the invoice's document, as the emailed PDF is made from it (documents/service.ts).
 */
export async function publicInvoice(db: Knex, publicUrl: string, clock: Clock, id: string): Promise<PublicInvoiceResponse> {
  const row = await findSentInvoice(db, id);
  return invoiceDocument(db, publicUrl, row, (await businessDay(db, row.owner_id, clock)).today);
}

export async function publicInvoiceItems(db: Knex, id: string) {
  const row = await findSentInvoice(db, id);
  return (await listItems(db, row.id)).map(toPublicItem);
}
