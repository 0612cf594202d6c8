import { z } from 'zod';
import { MAX_PAGE_SIZE } from './page-size.ts';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-size.ts';

/**
 * Lists that do not grow with the business: the owner's quotes, clients and
 * receipts answer a page at a time when asked with `limit`, `cursor`, `search` or
 * `status`, and every one as a plain array when asked with none (the original API's client).
 */

const LIMIT = `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const CURSOR = 'Unknown cursor';
const SEARCH = 'Search must be text of at most 200 characters';

/** `limit`: how many items a page holds. */
export const PageLimit = z.coerce.number(LIMIT).int(LIMIT).min(1, LIMIT).max(MAX_PAGE_SIZE, LIMIT);

// Control characters are never typed into a search box, and PostgreSQL refuses a NUL in text.
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

/** `search`: what the owner typed, once. */
export const ListSearch = z.string(SEARCH).max(200, SEARCH).regex(NO_CONTROL_CHARACTERS, SEARCH);

/** A piece of text in a cursor's sort key (a client's name as stored). */
export const KeyText = z.string().max(200).regex(NO_CONTROL_CHARACTERS);

/**
 * Whether a list was asked for a page: its validated query holds any parameter (those
 * the list does not know are left out by then).
 */
export function asksForPage(query: Record<string, unknown>): boolean {
  return Object.values(query).some((value) => value !== undefined);
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The cursor of the next page: the sort key of the last item sent, opaque to the caller. */
export function encodeCursor(key: readonly string[]): string {
  return toBase64Url(JSON.stringify(key));
}

function decodeCursor(cursor: string): unknown {
  const json = fromBase64Url(cursor);
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

/**
 * `cursor`: a `nextCursor` this list answered, read back into its sort key. Anything
 * else is a 400 naming the field, never a query that fails in the database.
 */
export function pageCursor<Key extends z.ZodType<readonly string[]>>(key: Key) {
  return z
    .string(CURSOR)
    .max(1_000, CURSOR)
    .transform((cursor, ctx): z.infer<Key> => {
      const parsed = key.safeParse(decodeCursor(cursor));
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: CURSOR });
        return z.NEVER;
      }
      return parsed.data;
    });
}

/** A timestamp as PostgreSQL keeps it, to the microsecond, in UTC: "2026-03-01T09:00:00.123456Z". */
export const Micros = z.string().refine((text) => {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/.exec(text);
  // A real instant: the calendar must not carry February 30 over into March.
  return match !== null && !Number.isNaN(Date.parse(`${match[1]}Z`)) && new Date(`${match[1]}Z`).toISOString() === `${match[1]}Z`;
});

/** The sort key of a list ordered newest first: when the record was made, then its id. */
export const NewestFirstKey = z.tuple([Micros, z.uuid()]);
export type NewestFirstKey = z.infer<typeof NewestFirstKey>;

/** A page of a list; `nextCursor` is null on the last page, `total` counts every match. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number().int().min(0) });
}
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
  total: number;
}
