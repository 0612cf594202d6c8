/**
 * A priced line's types on the wire, and the labels every screen and PDF shows for them
 * (`labor` reads "Labour"). No schema here, so a client's page can show them without one.
 */
export const ITEM_TYPES = ['labor', 'materials', 'other', 'deposit'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ItemTypeLabels: Record<ItemType, string> = {
  labor: 'Labour',
  materials: 'Materials',
  other: 'Other',
  deposit: 'Deposit',
};
