import type { InvoiceListStatus, IsoDate } from '@cobber/contracts';
import { type Knex } from '@cobber/kit';
import { listLines } from '@cobber/documents';
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

/** The quote's live invoice of the whole job (its progress claims are not it, and a cancelled one no longer bills it). */
export async function findInvoiceOfQuote(db: Db, ownerId: string, quoteId: string): Promise<InvoiceRow | null> {
  return (
    (await invoiceRows(db)
      .where({ 'invoices.owner_id': ownerId, 'invoices.quote_id': quoteId, 'invoices.progress_claim': false })
      .whereNot('invoices.status', 'cancelled')
      .first()) ?? null
  );
}

/** Still owed: neither paid nor cancelled (overdue is one of these, past its due date). */
const UNPAID: InvoiceRow['status'][] = ['draft', 'sent'];

/** Which invoices a list shows, `today` being the business's date (overdue once its due date has passed). */
export interface InvoiceFilter {
  status: InvoiceListStatus;
  today: IsoDate;
}

/** The owner's invoices the filter keeps, in SQL: an overdue invoice is found by its due date, not on read. */
function filtered(db: Db, ownerId: string, { status, today }: InvoiceFilter) {
  const query = invoiceRows(db).where('invoices.owner_id', ownerId);
  if (status === 'unpaid') query.whereIn('invoices.status', UNPAID);
  if (status === 'overdue') query.whereIn('invoices.status', UNPAID).where('invoices.due_date', '<', today);
  if (status === 'paid') query.where('invoices.status', 'paid');
  return query;
}

/**
 * A page of the owner's invoices, newest first (by number, which only grows): those
 * numbered below `before` when given, only those the filter keeps.
 */
export async function listInvoiceRows(db: Db, ownerId: string, filter: InvoiceFilter, page: { limit?: number; before?: number } = {}): Promise<InvoiceRow[]> {
  const query = filtered(db, ownerId, filter).orderBy('invoices.number', 'desc');
  if (page.before !== undefined) query.where('invoices.number', '<', page.before);
  if (page.limit !== undefined) query.limit(page.limit);
  return query;
}

/** How many of the owner's invoices the filter keeps. */
export async function countInvoices(db: Db, ownerId: string, filter: InvoiceFilter): Promise<number> {
  const row = await filtered(db, ownerId, filter).clearSelect().count<{ count: string }>('* as count').first();
  return Number(row?.count ?? 0);
}

/** What the owner's unpaid invoices add up to (amounts as numeric text), all of them and the overdue ones. */
export interface UnpaidSums {
  count: number;
  total: string;
  deposits: string;
  payments: string;
}

export async function sumUnpaidInvoices(db: Db, ownerId: string, filter: InvoiceFilter): Promise<UnpaidSums> {
  const row = await filtered(db, ownerId, filter)
    .clearSelect()
    .select(
      db.raw('count(*)::int as count'),
      db.raw('coalesce(sum(invoices.total_amount), 0)::text as total'),
      db.raw('coalesce(sum(invoices.deposit_paid), 0)::text as deposits'),
      db.raw('coalesce(sum(invoices.payments_received), 0)::text as payments'),
    )
    .first();
  return row as UnpaidSums;
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
