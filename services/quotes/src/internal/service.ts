import type { CurrentQuote } from '@cobber/contracts';
import { notFound, type Knex } from '@cobber/kit';
import { quoteSnapshot } from '../quotes/events.ts';
import { findQuoteById } from '../quotes/repository.ts';

/** The quote as it stands now, whoever's it is: the calling service scopes it. */
export async function currentQuote(db: Knex, id: string): Promise<CurrentQuote> {
  const quote = await findQuoteById(db, id);
  if (!quote) throw notFound('Quote not found');
  return quoteSnapshot(db, quote);
}
