import type { Knex } from '@cobber/kit';
import type { ReceiptRow } from './rows.ts';

type Db = Knex | Knex.Transaction;

export async function findReceipt(db: Db, ownerId: string, id: string): Promise<ReceiptRow | null> {
  return (await db('receipts').where({ id, owner_id: ownerId }).first()) ?? null;
}

/** A texted receipt's link knows only the id (an unguessable UUID), not the owner. */
export async function findReceiptById(db: Db, id: string): Promise<ReceiptRow | null> {
  return (await db('receipts').where({ id }).first()) ?? null;
}

/** The owner's receipts, newest first. */
export async function listReceiptRows(db: Db, ownerId: string): Promise<ReceiptRow[]> {
  return db('receipts').where('owner_id', ownerId).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'number', order: 'desc' }]);
}

export type ReceiptInsert = Omit<ReceiptRow, 'sent_at' | 'before_photo_url' | 'created_at' | 'payment_date'> & { payment_date: string };

export async function insertReceiptRow(trx: Knex.Transaction, row: ReceiptInsert): Promise<ReceiptRow> {
  const [inserted] = await trx('receipts').insert(row).returning('*');
  return inserted as ReceiptRow;
}

export async function markReceiptSent(trx: Knex.Transaction, id: string): Promise<ReceiptRow> {
  const [sent] = await trx('receipts').where('id', id).update({ sent_at: trx.fn.now() }).returning('*');
  return sent as ReceiptRow;
}

/**
 * Receipts of what was paid on a quote before its invoice existed join that invoice;
 * answers their amounts.
 */
export async function moveQuoteReceiptsToInvoice(trx: Knex.Transaction, ownerId: string, quoteId: string, invoiceId: string): Promise<string[]> {
  const receipts: { payment_amount: string }[] = await trx('receipts')
    .where({ owner_id: ownerId, quote_id: quoteId })
    .whereNull('invoice_id')
    .update({ invoice_id: invoiceId })
    .returning('payment_amount');
  return receipts.map((receipt) => receipt.payment_amount);
}
