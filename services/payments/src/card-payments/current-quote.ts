import { CurrentQuote, currentQuotePath } from '@cobber/contracts';
import type { Knex, ServiceCalls } from '@cobber/kit';
import { keepCurrentQuote } from '../documents/replica.ts';

/**
 * The quote as the quotes service has it now (taking a payment works from
 * the current truth), kept in this service's documents row, which a payment then locks
 * and counts. Null when there is no such quote; 503 when the quotes service cannot say.
 */
export async function refreshQuote(db: Knex, quotes: ServiceCalls, quoteId: string): Promise<CurrentQuote | null> {
  const quote = await quotes.get(currentQuotePath(quoteId), CurrentQuote);
  if (quote) await keepCurrentQuote(db, quote);
  return quote;
}
