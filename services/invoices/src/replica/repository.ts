import type { CurrentQuote } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';

type Db = Knex | Knex.Transaction;

/** A quote as its last event (or the quotes service itself) told it: the quote with its lines. */
export type QuoteSnapshot = CurrentQuote;

export async function findQuote(db: Db, ownerId: string, id: string): Promise<QuoteSnapshot | null> {
  const row: { snapshot: QuoteSnapshot } | undefined = await db('quotes').select('snapshot').where({ id, owner_id: ownerId }).first();
  return row?.snapshot ?? null;
}

/** Keeps the newest snapshot per quote: an older one arriving late never overwrites it. */
export async function keepQuote(db: Db, quote: QuoteSnapshot): Promise<void> {
  await db('quotes')
    .insert({ id: quote.id, owner_id: quote.ownerId, snapshot: JSON.stringify(quote), updated_at: quote.updatedAt })
    .onConflict('id')
    .merge()
    .where('quotes.updated_at', '<=', quote.updatedAt);
}
