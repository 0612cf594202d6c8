import { DEFAULT_PAGE_SIZE, documentNumberSearched, encodeCursor, QUOTE_STATUSES_SHOWN, searchTerms, todayIn, type QuoteListQuery } from '@cobber/contracts';
import { type Knex } from '@cobber/kit';
import { findTimeZone } from '@cobber/documents';
import { countQuotes, findQuoteCards, type QuoteFilter } from './repository.ts';

/** What the query's status and search take, read once. */
function quoteFilter(query: QuoteListQuery): QuoteFilter {
  const statuses = query.status && query.status !== 'all' ? QUOTE_STATUSES_SHOWN[query.status] : null;
  const terms = searchTerms(query.search ?? '');
  if (!terms.words) return { statuses, search: null };
  return {
    statuses,
    search: {
      words: terms.words,
      quoteNumber: documentNumberSearched(terms, 'q'),
      invoiceNumber: documentNumberSearched(terms, 'inv'),
      amount: terms.amount,
    },
  };
}

/**
 * A page of the dashboard as the JSON text of the response: the cards newest
 * first after the cursor, the cursor of the next page (null on the last) and how many
 * quotes match in all (the dashboard's "· N quotes"). Keyset paging: a quote made while
 * the owner scrolls is newer than the cursor, so no card is skipped or shown twice.
 */
export async function quotePageJson(db: Knex, ownerId: string, query: QuoteListQuery): Promise<string> {
  const filter = quoteFilter(query);
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const today = todayIn(await findTimeZone(db, ownerId));
  // One more than the page shows whether there is a next page.
  const [rows, total] = await Promise.all([
    findQuoteCards(db, ownerId, { filter, today, after: query.cursor ?? null, limit: limit + 1 }),
    countQuotes(db, ownerId, filter),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor([last.at, last.id]) : null;
  return `{"items":[${page.map((row) => row.card).join(',')}],"nextCursor":${JSON.stringify(nextCursor)},"total":${total}}`;
}
