import { listLines, type Knex } from '@cobber/kit';
import { INVOICE_LINES, type InvoiceItemRow, type InvoiceRow } from './rows.ts';

type Db = Knex | Knex.Transaction;

/** Invoice rows with their client's phone as the clients replica has it now. */
function invoiceRows(db: Db) {
  const phone = db.raw('(select c.phone from clients c where c.id = invoices.client_id and c.owner_id = invoices.owner_id) as client_phone');
  return db('invoices').select('invoices.*', phone);
}

export async function findInvoice(db: Db, ownerId: string, id: string, { lock = false } = {}): Promise<InvoiceRow | null> {
  const query = invoiceRows(db).where({ 'invoices.id': id, 'invoices.owner_id': ownerId }).first();
  // Locks the invoice's row only; the client's copy is read as it is.
  if (lock) query.forUpdate('invoices');
  return (await query) ?? null;
}

/** Public pages know only the id (an unguessable UUID), not the owner. */
export async function findInvoiceById(db: Db, id: string): Promise<InvoiceRow | null> {
  return (await invoiceRows(db).where('invoices.id', id).first()) ?? null;
}

export async function findInvoiceOfQuote(db: Db, ownerId: string, quoteId: string): Promise<InvoiceRow | null> {
  return (await invoiceRows(db).where({ 'invoices.owner_id': ownerId, 'invoices.quote_id': quoteId }).first()) ?? null;
}

/**
 * A page of the owner's invoices, newest first (by number, which only grows): those
 * numbered below `before` when given, only those still owed when `unpaid`.
 */
export async function listInvoiceRows(db: Db, ownerId: string, page: { limit?: number; before?: number; unpaid?: boolean }): Promise<InvoiceRow[]> {
  const query = invoiceRows(db).where('invoices.owner_id', ownerId).orderBy('invoices.number', 'desc');
  if (page.before !== undefined) query.where('invoices.number', '<', page.before);
  if (page.unpaid) query.whereIn('invoices.status', ['draft', 'sent']);
  if (page.limit !== undefined) query.limit(page.limit);
  return query;
}

export async function listItems(db: Db, invoiceId: string): Promise<InvoiceItemRow[]> {
  return listLines(db, INVOICE_LINES, invoiceId);
}

export type InvoiceInsert = Pick<InvoiceRow, 'id' | 'owner_id' | 'number' | 'quote_id' | 'title' | 'description' | 'client_name' | 'client_email' | 'client_id' | 'payment_method'> & {
  due_date: string;
};

export async function insertInvoice(trx: Knex.Transaction, row: InvoiceInsert): Promise<void> {
  await trx('invoices').insert(row);
}

/** Changes an invoice's columns (it is updated now); answers the invoice as it then is. */
export async function updateInvoiceRow(trx: Knex.Transaction, id: string, changes: Record<string, unknown>): Promise<InvoiceRow> {
  await trx('invoices').where('id', id).update({ ...changes, updated_at: trx.fn.now() });
  return rereadInvoice(trx, id);
}

/** The invoice as it now is (after a change made in this transaction). */
export async function rereadInvoice(trx: Knex.Transaction, id: string): Promise<InvoiceRow> {
  return (await invoiceRows(trx).where('invoices.id', id).first()) as InvoiceRow;
}
