import type { PriceBookKey, PricedItemType } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';

type Db = Knex | Knex.Transaction;

export interface PriceBookRow {
  id: string;
  description: string;
  type: PricedItemType;
  unit_price: string;
  unit: string | null;
  times_used: number;
  last_used_at: Date | null;
  hidden: boolean;
  always_with: string | null;
  updated_at: Date;
  /** The list's sort keys as text: when last used to the microsecond (UTC), '' when never; the description lowered. */
  last_used_key: string;
  description_key: string;
}

/** What an item is made of when added, imported or learned. */
export interface PriceBookEntry {
  description: string;
  type: PricedItemType;
  /** Dollars as PostgreSQL reads them: "12.50". */
  unitPrice: string;
  unit?: string | null;
  /** "switchboard, meter box": the work the item always goes with; null for none. */
  alwaysWith?: string | null;
}

const MICROS = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const LAST_USED_KEY = `coalesce(to_char(last_used_at at time zone 'UTC', ${MICROS}), '')`;
const COLUMNS = `id, description, type, unit_price::text as unit_price, unit, times_used, last_used_at, hidden, always_with, updated_at, ${LAST_USED_KEY} as last_used_key, lower(description) as description_key`;
/** Most used first, then most recently used (never used last), then by description. */
const MOST_USED_FIRST = `times_used desc, ${LAST_USED_KEY} desc, lower(description), id`;

export interface BookFilter {
  /** Lower-case words the description must all hold. */
  words: string[];
  includeHidden: boolean;
}

function filtered(db: Db, ownerId: string, filter: BookFilter): Knex.QueryBuilder {
  const query = db('price_book_items').where('owner_id', ownerId);
  if (!filter.includeHidden) query.where('hidden', false);
  // Lower case the way JavaScript does for any script, whatever the database's locale.
  for (const word of filter.words) query.whereRaw('strpos(lower(description collate pg_c_utf8), ?) > 0', [word]);
  return query;
}

/** A page of the book after the cursor's item, and how many items match in all. */
export async function bookPage(db: Db, ownerId: string, filter: BookFilter, limit: number, after: PriceBookKey | null): Promise<{ rows: PriceBookRow[]; total: number }> {
  const page = filtered(db, ownerId, filter).select(db.raw(COLUMNS));
  if (after) {
    const [timesUsed, lastUsed, description, id] = after;
    page.whereRaw(
      `(times_used < ? or (times_used = ? and (${LAST_USED_KEY} < ? or (${LAST_USED_KEY} = ? and (lower(description) > ? or (lower(description) = ? and id > ?))))))`,
      [Number(timesUsed), Number(timesUsed), lastUsed, lastUsed, description, description, id],
    );
  }
  const [rows, [count]] = await Promise.all([
    page.orderByRaw(MOST_USED_FIRST).limit(limit) as Promise<PriceBookRow[]>,
    filtered(db, ownerId, filter).count<{ count: string }[]>('* as count'),
  ]);
  return { rows, total: Number(count?.count ?? 0) };
}

/** The whole book, most used first (the export). */
export async function wholeBook(db: Db, ownerId: string, { includeHidden }: { includeHidden: boolean }): Promise<PriceBookRow[]> {
  return filtered(db, ownerId, { words: [], includeHidden }).select(db.raw(COLUMNS)).orderByRaw(MOST_USED_FIRST);
}

/** What a draft is priced from: the visible items, most used first, as few columns as it reads, at most `limit`. */
export async function itemsForDrafts(
  db: Db,
  ownerId: string,
  limit: number,
): Promise<{ description: string; type: PricedItemType; unitPrice: string; unit: string | null; alwaysWith: string | null }[]> {
  return db('price_book_items')
    .where({ owner_id: ownerId, hidden: false })
    .select('description', 'type', db.raw('unit_price::text as "unitPrice"'), 'unit', db.raw('always_with as "alwaysWith"'))
    .orderByRaw('times_used desc, last_used_at desc nulls last')
    .limit(limit);
}

/** The visible items that always go with some work: every draft checks them, however little they were used. */
export async function ruleItems(db: Db, ownerId: string): Promise<{ description: string; type: PricedItemType; unitPrice: string; unit: string | null; alwaysWith: string | null }[]> {
  return db('price_book_items')
    .where({ owner_id: ownerId, hidden: false })
    .whereNotNull('always_with')
    .select('description', 'type', db.raw('unit_price::text as "unitPrice"'), 'unit', db.raw('always_with as "alwaysWith"'))
    .orderByRaw('lower(description)');
}

/** A new item; null when the owner's book already has its description (any case). */
export async function insertItem(db: Db, ownerId: string, entry: PriceBookEntry): Promise<PriceBookRow | null> {
  const { rows } = await db.raw<{ rows: PriceBookRow[] }>(
    `insert into price_book_items (id, owner_id, description, type, unit_price, unit, always_with) values (?, ?, ?, ?, ?, ?, ?)
     on conflict (owner_id, lower(description)) do nothing returning ${COLUMNS}`,
    [crypto.randomUUID(), ownerId, entry.description, entry.type, entry.unitPrice, entry.unit ?? null, entry.alwaysWith ?? null],
  );
  return rows[0] ?? null;
}

/** Changes the owner's item; null when they have none with this id. */
export async function updateItem(db: Db, ownerId: string, id: string, changes: Record<string, unknown>): Promise<PriceBookRow | null> {
  const [row] = await db('price_book_items')
    .where({ owner_id: ownerId, id })
    .update({ ...changes, updated_at: db.fn.now() })
    .returning(db.raw(COLUMNS) as unknown as string);
  return (row as PriceBookRow | undefined) ?? null;
}

/**
 * Adds each item, or changes the one of the same description (the entries' descriptions
 * differ in more than case); counts which. Without `rules` (a file from before the
 * always-with column) a changed item keeps its rule.
 */
export async function upsertItems(db: Db, ownerId: string, entries: PriceBookEntry[], { rules }: { rules: boolean }): Promise<{ added: number; changed: number }> {
  if (entries.length === 0) return { added: 0, changed: 0 };
  const values = entries.map(() => '(?::uuid, ?::uuid, ?, ?, ?::numeric, ?, ?)').join(', ');
  const bindings = entries.flatMap((entry) => [crypto.randomUUID(), ownerId, entry.description, entry.type, entry.unitPrice, entry.unit ?? null, entry.alwaysWith ?? null]);
  const rule = rules ? 'excluded.always_with' : 'price_book_items.always_with';
  const { rows } = await db.raw<{ rows: { added: boolean }[] }>(
    `insert into price_book_items (id, owner_id, description, type, unit_price, unit, always_with) values ${values}
     on conflict (owner_id, lower(description)) do update
       set type = excluded.type, unit_price = excluded.unit_price, unit = excluded.unit, always_with = ${rule}, updated_at = now()
     returning (xmax = 0) as added`,
    bindings,
  );
  const added = rows.filter((row) => row.added).length;
  return { added, changed: rows.length - added };
}

/**
 * What a sent quote teaches: each line's price becomes the item's, used now; `uses` is
 * added to times used (0 when the quote was sent before, so its lines count once).
 */
export async function learnPrices(trx: Knex.Transaction, ownerId: string, lines: PriceBookEntry[], uses: 0 | 1): Promise<void> {
  if (lines.length === 0) return;
  const values = lines.map(() => '(?::uuid, ?::uuid, ?, ?, ?::numeric, ?::int, now())').join(', ');
  const bindings = lines.flatMap((line) => [crypto.randomUUID(), ownerId, line.description, line.type, line.unitPrice, uses]);
  await trx.raw(
    `insert into price_book_items (id, owner_id, description, type, unit_price, times_used, last_used_at) values ${values}
     on conflict (owner_id, lower(description)) do update
       set type = excluded.type, unit_price = excluded.unit_price, times_used = price_book_items.times_used + excluded.times_used,
           last_used_at = excluded.last_used_at, updated_at = now()`,
    bindings,
  );
}
