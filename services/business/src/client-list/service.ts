import { DEFAULT_PAGE_SIZE, encodeCursor, phoneSearched, searchTerms, type ClientListQuery } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { countClients, findClientCards, listClientsJson, type ClientSearch } from './repository.ts';

export { listClientsJson };

/** Name, email or address in any case, or a phone by its digits whatever the spacing. */
function clientSearch(search: string | undefined): ClientSearch | null {
  const { words } = searchTerms(search ?? '');
  return words ? { words, phoneDigits: phoneSearched(words) } : null;
}

/**
 * A page of clients sorted by name as the JSON text of the response: the
 * clients after the cursor, the cursor of the next page (null on the last) and how many
 * the search finds in all.
 */
export async function clientPageJson(db: Knex, ownerId: string, query: ClientListQuery): Promise<string> {
  const search = clientSearch(query.search);
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  // One more than the page shows whether there is a next page.
  const [rows, total] = await Promise.all([findClientCards(db, ownerId, { search, after: query.cursor ?? null, limit: limit + 1 }), countClients(db, ownerId, search)]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor([last.sort_name, last.name, last.id]) : null;
  return `{"items":[${page.map((row) => row.card).join(',')}],"nextCursor":${JSON.stringify(nextCursor)},"total":${total}}`;
}
