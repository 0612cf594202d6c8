import { parseEvent, type EventData, type EventEnvelope } from '@cobber/contracts';
import type { AcceptedQuote } from '@cobber/contracts/documents';
import { consumeOnce, type Knex } from '@cobber/kit';

/** A quote as its last event carried it: the quote with its lines. */
export type QuoteSnapshot = EventData<'quote.created'>;

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

/** Every quote.* event carries the whole quote: keep the newest snapshot per quote. */
export async function applyQuoteEvent(db: Knex, raw: EventEnvelope): Promise<void> {
  const quote = parseEvent(raw).data as QuoteSnapshot;
  await consumeOnce(db, raw, async (trx) => {
    await trx('quotes')
      .insert({ id: quote.id, owner_id: quote.ownerId, snapshot: JSON.stringify(quote), updated_at: quote.updatedAt })
      .onConflict('id')
      .merge()
      .where('quotes.updated_at', '<=', quote.updatedAt);
  });
}
