import type { ClientKey } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';

const MILLIS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A client's columns as the list answers them, its times already in the JSON's format. */
interface ClientListRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  abn: string | null;
  created_at: string;
  updated_at: string;
}

const LIST_COLUMNS = `id, name, email, phone, address, abn,
  to_char(created_at at time zone 'UTC', ${MILLIS}) as created_at,
  to_char(updated_at at time zone 'UTC', ${MILLIS}) as updated_at`;

/** What JSON must escape in a string; PostgreSQL's text never holds a lone surrogate, the only other case. */
const NEEDS_ESCAPING = /["\\\u0000-\u001f]/;

/** A JSON string, quoted as it is when nothing in it needs escaping: most names, every id and time (a third of JSON.stringify's cost). */
const text = (value: string | null) => (value === null ? 'null' : NEEDS_ESCAPING.test(value) ? JSON.stringify(value) : `"${value}"`);

/**
 * A client written the way PostgreSQL's json_build_object writes it (` : ` and `, `), so
 * the answer keeps its bytes: PostgreSQL building a JSON object a row cost it more than
 * Node spends writing it from the plain row.
 */
const clientJson = (row: ClientListRow) =>
  `{"id" : ${text(row.id)}, "name" : ${text(row.name)}, "email" : ${text(row.email)}, "phone" : ${text(row.phone)}, "address" : ${text(row.address)}, "abn" : ${text(row.abn)}, "createdAt" : ${text(row.created_at)}, "updatedAt" : ${text(row.updated_at)}}`;

/**
 * The owner's clients sorted by name, as the JSON text of the response (the original API's plain
 * array, written as json_agg writes one; bench: `npm run bench clients`).
 */
export async function listClientsJson(db: Knex, ownerId: string): Promise<string> {
  // A named statement: each connection parses and plans it once, not at every list.
  const list = db.raw(`select ${LIST_COLUMNS} from clients where owner_id = ? order by lower(name), name, id`, [ownerId]).options({ name: 'client-list' });
  const { rows } = (await list) as { rows: ClientListRow[] };
  return `[${rows.map(clientJson).join(', ')}]`;
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
    .select(db.raw(LIST_COLUMNS), db.raw('lower(name) as sort_name'))
    .orderByRaw('lower(name), name, id')
    .limit(limit);
  if (after) query.whereRaw('(lower(name), name, id) > (?, ?, ?::uuid)', [...after]);
  const rows = (await query) as (ClientListRow & { sort_name: string })[];
  return rows.map((row) => ({ card: clientJson(row), sort_name: row.sort_name, name: row.name, id: row.id }));
}

/** How many of the owner's clients the search finds. */
export async function countClients(db: Knex, ownerId: string, search: ClientSearch | null): Promise<number> {
  const [row] = await filtered(db, ownerId, search).count({ count: '*' });
  return Number((row as { count: string | number }).count);
}
