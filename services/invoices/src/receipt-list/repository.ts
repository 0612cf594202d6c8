import type { ReceiptKey } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import type { ReceiptRow } from '../receipts/rows.ts';

const MICROS = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/** The owner's receipts, newest first (the original API's plain array). */
export async function listReceiptRows(db: Knex, ownerId: string): Promise<ReceiptRow[]> {
  return db('receipts').where('owner_id', ownerId).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'number', order: 'desc' }]);
}

/** Which receipts a page or count takes: sent or not, and what the search may match. */
export interface ReceiptFilter {
  /** True for those sent, false for those not yet sent, null for all. */
  sent: boolean | null;
  search: {
    /** Lower case: inside the client's name. */
    words: string;
    receiptNumber: number | null;
    /** The payment's amount, from ≤ amount < below. */
    amount: { from: string; below: string } | null;
  } | null;
}

function filtered(db: Knex, ownerId: string, { sent, search }: ReceiptFilter): Knex.QueryBuilder {
  const query = db('receipts').where('owner_id', ownerId);
  if (sent !== null) query.where((q) => (sent ? q.whereNotNull('sent_at') : q.whereNull('sent_at')));
  if (search) {
    query.where((found) => {
      // Lower case the way JavaScript does for any script, whatever the database's locale.
      found.whereRaw('strpos(lower(client_name collate pg_c_utf8), ?) > 0', [search.words]);
      if (search.receiptNumber !== null) found.orWhere('number', search.receiptNumber);
      if (search.amount) found.orWhereRaw('(payment_amount >= ?::numeric and payment_amount < ?::numeric)', [search.amount.from, search.amount.below]);
    });
  }
  return query;
}

/** A receipt of a page with when it was made, to the microsecond (its sort key with its number). */
export type ReceiptPageRow = ReceiptRow & { at: string };

/** Up to `limit` receipts newest first, after the one with sort key `after` when given. */
export async function findReceiptPage(db: Knex, ownerId: string, { filter, after, limit }: { filter: ReceiptFilter; after: ReceiptKey | null; limit: number }): Promise<ReceiptPageRow[]> {
  const query = filtered(db, ownerId, filter)
    .select('*', db.raw(`to_char(created_at at time zone 'UTC', ${MICROS}) as at`))
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'number', order: 'desc' }])
    .limit(limit);
  if (after) query.whereRaw('(created_at, number) < (?::timestamptz, ?::int)', [after[0], Number(after[1])]);
  return query;
}

/** How many of the owner's receipts the filter takes. */
export async function countReceipts(db: Knex, ownerId: string, filter: ReceiptFilter): Promise<number> {
  const [row] = await filtered(db, ownerId, filter).count({ count: '*' });
  return Number((row as { count: string | number }).count);
}
