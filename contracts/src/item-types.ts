/**
 * A priced line's types on the wire, and the labels every screen and PDF shows for them
 * (`labor` reads "Labour"). No schema here, so a client's page can show them without one.
 */
export const ITEM_TYPES = ['labor', 'materials', 'other', 'deposit'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The types a person adds by hand; a deposit comes only from a deposit request. */
export const PRICED_ITEM_TYPES = ['labor', 'materials', 'other'] as const;

/** The most lines one quote or invoice may carry. */
export const MAX_ITEMS = 100;

export const ItemTypeLabels: Record<ItemType, string> = {
  labor: 'Labour',
  materials: 'Materials',
  other: 'Other',
  deposit: 'Deposit',
};
