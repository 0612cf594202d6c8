/**
 * Add-ons the client picks: one rule for which lines a quote bills and what it
 * then comes to, used by the quotes service, the invoice made from a quote and the public
 * quote page as the client ticks. No zod here, so the page can take it alone.
 */
import { documentTotals, formatMoney, parseMoney } from './money.ts';
import type { ItemType } from './items.ts';

export { billedOptionId, MAX_OPTIONS, optionLines } from './option-lines.ts';

/** The lines a document bills: every line that is not an add-on, and the add-ons chosen. */
export function billedLines<T extends { id: string; optional?: boolean | undefined }>(lines: readonly T[], chosenIds: readonly string[]): T[] {
  const chosen = new Set(chosenIds);
  return lines.filter((line) => !line.optional || chosen.has(line.id));
}

export interface QuoteFigures {
  subtotal: string;
  taxAmount: string;
  totalAmount: string;
}

/** A quote's subtotal, GST and total (wire strings) with the add-ons in `chosenIds`. */
export function quoteFiguresWith(
  quote: { travelCost: string; applyGST: boolean },
  items: readonly { id: string; optional?: boolean | undefined; type: ItemType; totalPrice: string }[],
  chosenIds: readonly string[],
): QuoteFigures {
  const lines = billedLines(items, chosenIds).map((item) => ({ type: item.type, totalCents: parseMoney(item.totalPrice) }));
  const totals = documentTotals({ items: lines, travelCents: parseMoney(quote.travelCost), applyGST: quote.applyGST });
  return { subtotal: formatMoney(totals.subtotalCents), taxAmount: formatMoney(totals.gstCents), totalAmount: formatMoney(totals.totalCents) };
}
