import { z } from 'zod';
import { ITEM_TYPES, MAX_ITEMS, PRICED_ITEM_TYPES } from './item-types.ts';
import { displayMoney, lineFitsCents, MAX_AMOUNT_CENTS } from './money.ts';
import { moneyField, MoneyString, quantityField, QuantityString } from './money-fields.ts';

const CHOOSE_TYPE = 'Choose labour, materials or other';

export { ITEM_TYPES, ItemTypeLabels, MAX_ITEMS, PRICED_ITEM_TYPES } from './item-types.ts';

/** Line item types on the wire; `labor` is shown as "Labour". */
export const ItemType = z.enum(ITEM_TYPES, CHOOSE_TYPE);
export type ItemType = z.infer<typeof ItemType>;

/** The types a person adds by hand; a deposit comes only from a deposit request. */
export const PricedItemType = z.enum(PRICED_ITEM_TYPES, CHOOSE_TYPE);
export type PricedItemType = z.infer<typeof PricedItemType>;

export const ItemMessages = {
  descriptionRequired: 'Description is required',
  quantity: 'Hours/Quantity must be greater than 0',
  unitPrice: 'Rate/Price must be greater than 0',
  type: CHOOSE_TYPE,
  lineTooLarge: `Line total must be at most ${displayMoney(MAX_AMOUNT_CENTS)}`,
} as const;

/** A quote item: quantity and unit price at least 0.01 (1 hundredth, 1 cent). */
export const itemFields = {
  description: z
    .string(ItemMessages.descriptionRequired)
    .max(500, 'Description must be at most 500 characters')
    .trim()
    .min(1, ItemMessages.descriptionRequired),
  quantity: quantityField({ required: ItemMessages.quantity, invalid: ItemMessages.quantity }, { min: 1 }),
  unitPrice: moneyField({ required: ItemMessages.unitPrice, invalid: ItemMessages.unitPrice }, { min: 1 }),
};

/**
 * Refinement for item schemas: quantity × unit price must fit a document. A quantity
 * or price that is missing or already failed has its own message, so it passes here.
 */
export function lineFits(item: { quantity?: unknown; unitPrice?: unknown }): boolean {
  const { quantity, unitPrice } = item;
  if (!Number.isSafeInteger(quantity) || !Number.isSafeInteger(unitPrice)) return true;
  return lineFitsCents(quantity as number, unitPrice as number);
}
export const lineFitsError = { message: ItemMessages.lineTooLarge, path: ['unitPrice'] };

/** What a new line in a list of lines must carry, with the message for each one missing. */
const NEW_LINE_NEEDS = {
  description: ItemMessages.descriptionRequired,
  quantity: ItemMessages.quantity,
  unitPrice: ItemMessages.unitPrice,
  type: ItemMessages.type,
} as const;

/**
 * Refinement for an entry of a document's whole list of lines (`PATCH` with `items`):
 * with an id it changes that line, only the fields sent; without one it is a new line and
 * needs every field.
 */
export function newLineComplete(entry: { id?: string | undefined } & Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (entry.id !== undefined) return;
  for (const [field, message] of Object.entries(NEW_LINE_NEEDS)) {
    if (entry[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** The id of a line already on the document, in a list of lines. */
export const LineId = z.uuid('No such item on this document');

/** An item as the public quote and invoice pages show it. */
export const PublicItem = z.strictObject({
  id: z.uuid(),
  description: z.string(),
  type: ItemType,
  quantity: QuantityString,
  unitPrice: MoneyString,
  totalPrice: MoneyString,
  /** A quote's add-on: the client ticks it or leaves it out; absent on invoices. */
  optional: z.boolean().optional(),
  /** On an accepted quote's add-on: whether the client took it. */
  chosen: z.boolean().optional(),
  /** A quote's line in one option only: that option's id; absent on lines in every option. */
  optionId: z.uuid().optional(),
});
export type PublicItem = z.infer<typeof PublicItem>;

export type FormError = { type: string; message: string };
export type DocumentFormErrors = Record<string, FormError | Record<string, FormError>[]>;

/**
 * A document body's issues (a quote's or invoice's fields and its lines) shaped as its edit
 * form holds them: `title` → `{ title }`, `items.2.unitPrice` → `{ items: [, , { unitPrice }] }`;
 * the first issue of a field wins. Null when there is none.
 */
export function documentFormErrors(issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[]): DocumentFormErrors | null {
  if (issues.length === 0) return null;
  const errors: DocumentFormErrors = {};
  for (const issue of issues) {
    const [field = 'root', index, lineField] = issue.path.map(String);
    const error = { type: issue.code, message: issue.message };
    if (field === 'items' && lineField !== undefined) {
      const lines = (errors.items ??= []) as Record<string, FormError>[];
      (lines[Number(index)] ??= {})[lineField] ??= error;
    } else {
      errors[field] ??= error;
    }
  }
  return errors;
}
