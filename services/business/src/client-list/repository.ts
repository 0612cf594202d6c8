import type { ClientKey } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';

const MILLIS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A client as the list answers it, built by PostgreSQL: a long list costs no per-row work here. */
const CLIENT_JSON = `json_build_object(
  'id', id, 'name', name, 'email', email, 'phone', phone, 'address', address, 'abn', abn,
  'createdAt', to_char(created_at at time zone 'UTC', ${MILLIS}),
  'updatedAt', to_char(updated_at at time zone 'UTC', ${MILLIS})
)`;

/**
 * The owner's clients sorted by name, as the JSON text of the response (the original API's plain
 * array; bench: `npm run bench clients`).
 */
export async function listClientsJson(db: Knex, ownerId: string): Promise<string> {
  const [row] = await db('clients')
    .where('owner_id', ownerId)
    .select(db.raw(`coalesce(json_agg(${CLIENT_JSON} order by lower(name), name, id), '[]')::text as list`));
  return (row as { list: string }).list;
}

/** What a client search may match: words in the name, email or address, or digits in the phone. */
export interface ClientSearch {
  /** Lower case. */
  words: string;
  /** The digits searched, +61 as 0; null when the search is not a phone number. */
  phoneDigits: string | null;
}

// Lower case the way JavaScript does for any script, whatever the database's locale.
const lowered = (column: string) => `lower(${column} collate pg_c_utf8)`;
// An address typed on several lines reads as one, so "st newtown" finds "12 Smith St / Newtown".
const ADDRESS_ON_ONE_LINE = `regexp_replace(coalesce(address, ''), '\\s+', ' ', 'g')`;
// A phone's digits however it was spaced, Australia's +61 written as the 0 a tradie dials (contracts phoneDigits).
const PHONE_DIGITS = `case when ltrim(phone) like '+61%' then '0' || substr(regexp_replace(phone, '\\D', '', 'g'), 3) else regexp_replace(phone, '\\D', '', 'g') end`;

function filtered(db: Knex, ownerId: string, search: ClientSearch | null): Knex.QueryBuilder {
  const query = db('clients').where('owner_id', ownerId);
  if (search) {
    query.where((found) => {
      found
        .whereRaw(`strpos(${lowered('name')}, ?) > 0`, [search.words])
        .orWhereRaw(`strpos(${lowered('email')}, ?) > 0`, [search.words])
        .orWhereRaw(`strpos(${lowered(ADDRESS_ON_ONE_LINE)}, ?) > 0`, [search.words]);
      if (search.phoneDigits) found.orWhereRaw(`strpos(${PHONE_DIGITS}, ?) > 0`, [search.phoneDigits]);
    });
  }
  return query;
}

/** A client of a page with the sort key it was found by. */
export interface ClientCardRow {
  card: string;
  sort_name: string;
  name: string;
  id: string;
}

/** Up to `limit` clients by name, after the one with sort key `after` when given. */
export async function findClientCards(db: Knex, ownerId: string, { search, after, limit }: { search: ClientSearch | null; after: ClientKey | null; limit: number }): Promise<ClientCardRow[]> {
  const query = filtered(db, ownerId, search)
    .select(db.raw(`${CLIENT_JSON}::text as card`), db.raw('lower(name) as sort_name'), 'name', 'id')
    .orderByRaw('lower(name), name, id')
    .limit(limit);
  if (after) query.whereRaw('(lower(name), name, id) > (?, ?, ?::uuid)', [...after]);
  return query;
}

/** How many of the owner's clients the search finds. */
export async function countClients(db: Knex, ownerId: string, search: ClientSearch | null): Promise<number> {
  const [row] = await filtered(db, ownerId, search).count({ count: '*' });
  return Number((row as { count: string | number }).count);
}
