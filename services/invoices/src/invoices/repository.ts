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

export type InvoiceInsert = Pick<InvoiceRow, 'id' | 'owner_id' | 'number' | 'quote_id' | 'title' | 'description' | 'client_name' | 'client_email' | 'payment_method'> & { due_date: string };

export async function insertInvoice(trx: Knex.Transaction, row: InvoiceInsert): Promise<void> {
  await trx('invoices').insert(row);
}

/** Changes an invoice's columns (it is updated now); answers the invoice as it then is. */
export async function updateInvoiceRow(trx: Knex.Transaction, id: string, changes: Record<string, unknown>): Promise<InvoiceRow> {
  const [updated] = await trx('invoices').where('id', id).update({ ...changes, updated_at: trx.fn.now() }).returning('*');
  return updated as InvoiceRow;
}
