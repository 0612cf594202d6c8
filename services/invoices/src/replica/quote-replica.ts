import { parseEventOf, QUOTE_EVENT_TYPES, type EventEnvelope } from '@cobber/contracts';
import type { AcceptedQuote } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';
import { findQuote, keepQuote } from './repository.ts';

/** The quote an invoice was made from, when its client accepted it online: for the invoice PDF. */
export async function findAcceptedQuote(db: Knex, ownerId: string, id: string): Promise<AcceptedQuote | null> {
  const quote = await findQuote(db, ownerId, id);
  // Snapshots kept before quotes carried acceptance records have none.
  const acceptance = quote?.acceptance ?? null;
  return acceptance && { quoteNumber: quote!.quoteNumber, revision: acceptance.revision, acceptedAt: acceptance.acceptedAt, signedBy: acceptance.signature ?? null };
}

/** Every quote event carries the whole quote. */
export async function applyQuoteEvent(db: Knex, raw: EventEnvelope): Promise<void> {
  const { data } = parseEventOf(raw, ...QUOTE_EVENT_TYPES);
  await consumeOnce(db, raw, (trx) => keepQuote(trx, data));
}
