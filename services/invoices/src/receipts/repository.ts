import type { Knex } from '@cobber/kit';
import type { ReceiptRow } from './rows.ts';

type Db = Knex | Knex.Transaction;

export async function findReceipt(db: Db, ownerId: string, id: string): Promise<ReceiptRow | null> {
  return (await db('receipts').where({ id, owner_id: ownerId }).first()) ?? null;
}

/**
 * A texted or emailed receipt's link knows only the id (an unguessable UUID), not the
 * owner; a receipt the owner has not sent is theirs alone, as an unsent invoice is.
 */
export async function findSentReceiptById(db: Db, id: string): Promise<ReceiptRow | null> {
  return (await db('receipts').where({ id }).whereNotNull('sent_at').first()) ?? null;
}

export type ReceiptInsert = Omit<ReceiptRow, 'sent_at' | 'before_photo_url' | 'created_at' | 'payment_date' | 'taken_by_card' | 'card_deposit'> & {
  payment_date: string;
  taken_by_card?: boolean;
  card_deposit?: boolean;
};

export async function insertReceiptRow(trx: Knex.Transaction, row: ReceiptInsert): Promise<ReceiptRow> {
  const [inserted] = await trx('receipts').insert(row).returning('*');
  return inserted as ReceiptRow;
}

/** Changes a receipt's columns; answers it as it then is. */
export async function updateReceiptRow(trx: Knex.Transaction, id: string, changes: Partial<ReceiptRow>): Promise<ReceiptRow> {
  const [updated] = await trx('receipts').where('id', id).update(changes).returning('*');
  return updated as ReceiptRow;
}

/** The owner's receipt, locked for a change. */
export async function findReceiptForChange(trx: Knex.Transaction, ownerId: string, id: string): Promise<ReceiptRow | null> {
  return (await trx('receipts').where({ id, owner_id: ownerId }).forUpdate().first()) ?? null;
}

/** What an invoice's receipts add up to (amounts as numeric text): card deposits, and every other payment (by hand or by card). */
export async function sumInvoiceReceipts(trx: Knex.Transaction, invoiceId: string): Promise<{ deposits: string; payments: string }> {
  const [sums] = await trx('receipts')
    .where('invoice_id', invoiceId)
    .select(
      trx.raw('coalesce(sum(payment_amount) filter (where card_deposit), 0)::text as deposits'),
      trx.raw('coalesce(sum(payment_amount) filter (where not card_deposit), 0)::text as payments'),
    );
  return sums as { deposits: string; payments: string };
}

export async function markReceiptSent(trx: Knex.Transaction, id: string): Promise<ReceiptRow> {
  const [sent] = await trx('receipts').where('id', id).update({ sent_at: trx.fn.now() }).returning('*');
  return sent as ReceiptRow;
}

/** Receipts of what was paid on a quote before its invoice existed join that invoice. */
export async function moveQuoteReceiptsToInvoice(trx: Knex.Transaction, ownerId: string, quoteId: string, invoiceId: string): Promise<void> {
  await trx('receipts').where({ owner_id: ownerId, quote_id: quoteId }).whereNull('invoice_id').update({ invoice_id: invoiceId });
}

/**
 * What an invoice's receipts had paid by a receipt's number (receipts are numbered in the
 * order they were made), and how many were made after it.
 */
export async function paidByReceiptNumber(db: Db, ownerId: string, invoiceId: string, number: number): Promise<{ paid: string; later: number }> {
  const [counted] = await db('receipts')
    .where({ invoice_id: invoiceId, owner_id: ownerId })
    .select(
      db.raw('coalesce(sum(payment_amount) filter (where number <= ?), 0)::text as paid', [number]),
      db.raw('count(*) filter (where number > ?)::int as later', [number]),
    );
  return counted as { paid: string; later: number };
}
