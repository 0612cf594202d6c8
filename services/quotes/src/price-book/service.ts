import {
  DEFAULT_PAGE_SIZE,
  encodeCursor,
  ErrorCode,
  formatMoney,
  PriceBookMessages,
  type CreatePriceBookItem,
  type PriceBookItem,
  type PriceBookPage,
  type PriceBookQuery,
  type UpdatePriceBookItem,
} from '@cobber/contracts';
import { HttpError, notFound, type Knex } from '@cobber/kit';
import type { DraftContext } from '../drafting/drafter.ts';
import { bookPage, insertItem, itemsForDrafts, ruleItems, updateItem, type PriceBookRow } from './repository.ts';

export function toPriceBookItem(row: PriceBookRow): PriceBookItem {
  return {
    id: row.id,
    description: row.description,
    type: row.type,
    unitPrice: row.unit_price,
    unit: row.unit,
    timesUsed: row.times_used,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    hidden: row.hidden,
    alwaysWith: row.always_with,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The words typed, in lower case (the search lowers descriptions the same way: repository.ts). */
function searchWords(search: string | undefined): string[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** `GET /api/price-book`: a page, most used first. */
export async function listPriceBook(db: Knex, ownerId: string, query: PriceBookQuery): Promise<PriceBookPage> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const filter = { words: searchWords(query.search), includeHidden: query.includeHidden === 'true' };
  // One more than asked for says whether another page follows.
  const { rows, total } = await bookPage(db, ownerId, filter, limit + 1, query.cursor ?? null);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor([String(last.times_used), last.last_used_key, last.description_key, last.id]) : null;
  return { items: items.map(toPriceBookItem), nextCursor, total };
}

function duplicate(): HttpError {
  return new HttpError(409, ErrorCode.conflict, PriceBookMessages.duplicate, { fields: { description: PriceBookMessages.duplicate } });
}

const UNIQUE_VIOLATION = '23505';

/** `POST /api/price-book`. */
export async function addPriceBookItem(db: Knex, ownerId: string, input: CreatePriceBookItem): Promise<PriceBookItem> {
  const row = await insertItem(db, ownerId, { ...input, unitPrice: formatMoney(input.unitPrice) });
  if (!row) throw duplicate();
  return toPriceBookItem(row);
}

/** `PATCH /api/price-book/:id`: another owner's item is not found. */
export async function changePriceBookItem(db: Knex, ownerId: string, id: string, input: UpdatePriceBookItem): Promise<PriceBookItem> {
  const changes: Record<string, unknown> = {};
  if (input.description !== undefined) changes.description = input.description;
  if (input.type !== undefined) changes.type = input.type;
  if (input.unitPrice !== undefined) changes.unit_price = formatMoney(input.unitPrice);
  if (input.unit !== undefined) changes.unit = input.unit;
  if (input.hidden !== undefined) changes.hidden = input.hidden;
  if (input.alwaysWith !== undefined) changes.always_with = input.alwaysWith;
  try {
    const row = await updateItem(db, ownerId, id, changes);
    if (!row) throw notFound('Price book item not found');
    return toPriceBookItem(row);
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw duplicate();
    throw error;
  }
}

/** More than a tradie uses: a book imported from a wholesaler's list drafts from its most used items. */
const DRAFT_BOOK_ITEMS = 2_000;

/**
 * The items a draft may be priced from (with the work each always goes with): those the
 * tradie has not hidden, most used first; then any item with a rule the most used left
 * out (a certificate never yet sent sits below a wholesaler's thousands).
 */
export async function visibleBook(db: Knex, ownerId: string): Promise<(DraftContext['priceBook'][number] & { alwaysWith: string | null })[]> {
  const [mostUsed, rules] = await Promise.all([itemsForDrafts(db, ownerId, DRAFT_BOOK_ITEMS), ruleItems(db, ownerId)]);
  const listed = new Set(mostUsed.map((item) => item.description.toLowerCase()));
  return [...mostUsed, ...rules.filter((item) => !listed.has(item.description.toLowerCase()))];
}
