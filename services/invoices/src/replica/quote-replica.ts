import { parseEventOf, QUOTE_EVENT_TYPES, type CurrentQuote, type EventEnvelope } from '@cobber/contracts';
import type { AcceptedQuote } from '@cobber/contracts/documents';
import { consumeOnce, type Knex } from '@cobber/kit';

/** A quote as its last event (or the quotes service itself) told it: the quote with its lines. */
export type QuoteSnapshot = CurrentQuote;

type Db = Knex | Knex.Transaction;

export async function findQuote(db: Db, ownerId: string, id: string): Promise<QuoteSnapshot | null> {
  const row: { snapshot: QuoteSnapshot } | undefined = await db('quotes').select('snapshot').where({ id, owner_id: ownerId }).first();
  return row?.snapshot ?? null;
}

/** The quote an invoice was made from, when its client accepted it online: for the invoice PDF. */
export async function findAcceptedQuote(db: Db, ownerId: string, id: string): Promise<AcceptedQuote | null> {
  const quote = await findQuote(db, ownerId, id);
  // Snapshots kept before quotes carried acceptance records have none.
  const acceptance = quote?.acceptance ?? null;
  return acceptance && { quoteNumber: quote!.quoteNumber, revision: acceptance.revision, acceptedAt: acceptance.acceptedAt };
}

/** Keeps the newest snapshot per quote: an older one arriving late never overwrites it. */
export async function keepQuote(db: Db, quote: QuoteSnapshot): Promise<void> {
  await db('quotes')
    .insert({ id: quote.id, owner_id: quote.ownerId, snapshot: JSON.stringify(quote), updated_at: quote.updatedAt })
    .onConflict('id')
    .merge()
    .where('quotes.updated_at', '<=', quote.updatedAt);
}

/** Every quote event carries the whole quote. */
export async function applyQuoteEvent(db: Knex, raw: EventEnvelope): Promise<void> {
  const { data } = parseEventOf(raw, ...QUOTE_EVENT_TYPES);
  await consumeOnce(db, raw, (trx) => keepQuote(trx, data));
}
