import { listLines, type Knex } from '@cobber/kit';
import { INVOICE_LINES, type InvoiceItemRow, type InvoiceRow } from './rows.ts';

type Db = Knex | Knex.Transaction;

export async function findInvoice(db: Db, ownerId: string, id: string, { lock = false } = {}): Promise<InvoiceRow | null> {
  const query = db('invoices').where({ id, owner_id: ownerId }).first();
  if (lock) query.forUpdate();
  return (await query) ?? null;
}

/** Public pages know only the id (an unguessable UUID), not the owner. */
export async function findInvoiceById(db: Db, id: string): Promise<InvoiceRow | null> {
  return (await db('invoices').where({ id }).first()) ?? null;
}

export async function findInvoiceOfQuote(db: Db, ownerId: string, quoteId: string): Promise<InvoiceRow | null> {
  return (await db('invoices').where({ owner_id: ownerId, quote_id: quoteId }).first()) ?? null;
}

export async function listItems(db: Db, invoiceId: string): Promise<InvoiceItemRow[]> {
  return listLines(db, INVOICE_LINES, invoiceId);
}
