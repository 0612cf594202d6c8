import { z } from 'zod';
import { displayMoney, lineTotalCents, MAX_AMOUNT_CENTS } from './money.ts';
import { moneyField, MoneyString, quantityField, QuantityString } from './money-fields.ts';

/** Line item types on the wire (DESIGN.md §3); `labor` is shown as "Labour". */
export const ItemType = z.enum(['labor', 'materials', 'other', 'deposit'], 'Choose labour, materials or other');
export type ItemType = z.infer<typeof ItemType>;

export const ItemTypeLabels: Record<ItemType, string> = {
  labor: 'Labour',
  materials: 'Materials',
  other: 'Other',
  deposit: 'Deposit',
};

/** The types a person adds by hand; a deposit comes only from a deposit request. */
export const PricedItemType = ItemType.exclude(['deposit'], 'Choose labour, materials or other');
export type PricedItemType = z.infer<typeof PricedItemType>;

/** The most lines one quote or invoice may carry. */
export const MAX_ITEMS = 100;

export const ItemMessages = {
  descriptionRequired: 'Description is required',
  quantity: 'Hours/Quantity must be greater than 0',
  unitPrice: 'Rate/Price must be greater than 0',
  lineTooLarge: `Line total must be at most ${displayMoney(MAX_AMOUNT_CENTS)}`,
} as const;

/** Spec §5 "Quote item": quantity and unit price at least 0.01 (1 hundredth, 1 cent). */
export const itemFields = {
  description: z
    .string(ItemMessages.descriptionRequired)
    .trim()
    .min(1, ItemMessages.descriptionRequired)
    .max(500, 'Description must be at most 500 characters'),
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
  return lineTotalCents(quantity as number, unitPrice as number) <= MAX_AMOUNT_CENTS;
}
export const lineFitsError = { message: ItemMessages.lineTooLarge, path: ['unitPrice'] };

/** An item as the public quote and invoice pages show it (spec §3). */
export const PublicItem = z.strictObject({
  id: z.uuid(),
  description: z.string(),
  type: ItemType,
  quantity: QuantityString,
  unitPrice: MoneyString,
  totalPrice: MoneyString,
});
export type PublicItem = z.infer<typeof PublicItem>;
