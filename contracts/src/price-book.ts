import { z } from 'zod';
import { optionalText, Timestamp } from './fields.ts';
import { itemFields, PricedItemType } from './items.ts';
import { ListSearch, Micros, PageLimit, pageCursor, pageOf, type Page } from './lists.ts';
import { MoneyString } from './money-fields.ts';
import { PRICE_SOURCES } from './price-sources.ts';

export { PRICE_SOURCES, PriceSourceLabels } from './price-sources.ts';

/**
 * The tradie's own price book: every priced line they send teaches it their
 * price; drafts and the line suggestions price from it first. Each owner's book is theirs.
 */
export const PriceBookItem = z.object({
  id: z.uuid(),
  description: z.string(),
  type: PricedItemType,
  unitPrice: MoneyString,
  /** "each", "m", "hr": as the tradie writes it; null when not given. */
  unit: z.string().nullable(),
  /** How many sent quote lines taught this price. */
  timesUsed: z.number().int().min(0),
  lastUsedAt: Timestamp.nullable(),
  /** Hidden items stay in the book but are used for neither drafts nor suggestions. */
  hidden: z.boolean(),
  /**
   * The work this item always goes with, in the tradie's words, comma separated
   * ("switchboard, meter box"): a draft for such work gets the item. Optional so a copy
   * kept from before it existed still reads.
   */
  alwaysWith: z.string().nullable().optional(),
  updatedAt: Timestamp,
});
export type PriceBookItem = z.infer<typeof PriceBookItem>;

export const PriceBookMessages = {
  duplicate: 'Your price book already has an item with this description',
  unit: 'Unit must be at most 30 characters',
  hidden: 'Hidden must be true or false',
  alwaysWith: 'The work it goes with must be at most 200 characters',
  // As the services answer any field of one line that holds a tab or line break.
  alwaysWithOneLine: 'Remove control characters from this field',
} as const;

/** "switchboard, meter box": words of work, on one line, empty meaning none. */
const alwaysWithField = z
  .string()
  .max(200, PriceBookMessages.alwaysWith)
  .trim()
  .regex(/^[^\u0000-\u001f\u007f]*$/, PriceBookMessages.alwaysWithOneLine)
  .nullish()
  .transform((value) => (value ? value : null));

const priceBookFields = {
  // As long as a quote line's description: the book learns every line sent.
  description: itemFields.description,
  type: PricedItemType,
  unitPrice: itemFields.unitPrice,
  unit: optionalText(30, PriceBookMessages.unit),
  alwaysWith: alwaysWithField,
};

/** `POST /api/price-book`: a second item with the same description (any case) is a 409 naming `description`. */
export const CreatePriceBookItem = z.strictObject(priceBookFields);
export type CreatePriceBookItem = z.infer<typeof CreatePriceBookItem>;

/** `PATCH /api/price-book/:id`: the fields sent change; `hidden` hides or shows it. */
export const UpdatePriceBookItem = z.strictObject({ ...priceBookFields, hidden: z.boolean(PriceBookMessages.hidden) }).partial();
export type UpdatePriceBookItem = z.infer<typeof UpdatePriceBookItem>;

/** A description as the cursor keeps it, lowered: as long as a line's, no control characters. */
const DescriptionKey = z.string().max(500).regex(/^[^\u0000-\u001f\u007f]*$/);

/**
 * The book's order: most used first, then most recently used (never used last), then by
 * description. The key: times used, last used (micros, '' when never), lower description, id.
 */
export const PriceBookKey = z.tuple([z.string().regex(/^\d{1,9}$/), z.union([Micros, z.literal('')]), DescriptionKey, z.uuid()]);
export type PriceBookKey = z.infer<typeof PriceBookKey>;

/**
 * `GET /api/price-book?search&limit&cursor&includeHidden`: a page of the book. `search`
 * finds items whose description holds every word typed (any case); hidden items only
 * with `includeHidden=true`.
 */
export const PriceBookQuery = z.object({
  limit: PageLimit.optional(),
  cursor: pageCursor(PriceBookKey).optional(),
  search: ListSearch.optional(),
  includeHidden: z.enum(['true', 'false'], 'includeHidden is true or false').optional(),
});
export type PriceBookQuery = z.infer<typeof PriceBookQuery>;

export const PriceBookPage = pageOf(PriceBookItem);
export type PriceBookPage = Page<PriceBookItem>;

/** The CSV's columns, in order (export and import; `times_used`, `last_used` are ignored on import). */
export const PRICE_BOOK_CSV_COLUMNS = ['description', 'type', 'unit_price', 'unit', 'times_used', 'last_used', 'always_with'] as const;

/** The largest CSV `POST /api/price-book/import` reads. */
export const PRICE_BOOK_IMPORT_MAX_BYTES = 1024 * 1024;

/** One row the import left out: its line in the file (1 is the header) and why. */
export const PriceBookImportError = z.object({ line: z.number().int().min(1), message: z.string() });
export type PriceBookImportError = z.infer<typeof PriceBookImportError>;

/** `POST /api/price-book/import`: rows added, rows that changed an item of the same description, rows left out. */
export const PriceBookImportResult = z.object({
  imported: z.number().int().min(0),
  updated: z.number().int().min(0),
  errors: z.array(PriceBookImportError),
});
export type PriceBookImportResult = z.infer<typeof PriceBookImportResult>;

/** Where a drafted line's price came from. */
export const PriceSource = z.enum(PRICE_SOURCES);
export type PriceSource = z.infer<typeof PriceSource>;
