import { formatMoney, formatQuantity, lineTotalCents, parseMoney, documentTotals, variationNumber, type Variation, type VariationItemInput } from '@cobber/contracts';
import type { VariationItemRow, VariationRow } from './repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toVariationItem(row: VariationItemRow): Variation['items'][number] {
  return { id: row.id, description: row.description, type: row.type, quantity: row.quantity, unitPrice: row.unit_price, totalPrice: row.total_price };
}

export function toVariation(row: VariationRow, items: readonly VariationItemRow[]): Variation {
  return {
    id: row.id,
    quoteId: row.quote_id,
    number: variationNumber(row.number),
    title: row.title,
    description: row.description,
    status: row.status,
    items: items.filter((item) => item.variation_id === row.id).map(toVariationItem),
    subtotal: row.subtotal,
    taxAmount: row.tax_amount,
    total: row.total,
    createdAt: row.created_at.toISOString(),
    sentAt: iso(row.sent_at),
    approvedAt: iso(row.approved_at),
    rejectedAt: iso(row.rejected_at),
    signedBy: row.signed_name,
  };
}

/** The lines as stored (each line's total rounded once) and the variation's money by the one GST rule. */
export function priceVariation(items: readonly VariationItemInput[], applyGST: boolean) {
  const lines = items.map((item, position) => ({
    id: crypto.randomUUID(),
    position,
    description: item.description,
    type: item.type,
    quantity: formatQuantity(item.quantity),
    unit_price: formatMoney(item.unitPrice),
    total_price: formatMoney(lineTotalCents(item.quantity, item.unitPrice)),
  }));
  const totals = documentTotals({ items: lines.map((line) => ({ type: line.type, totalCents: parseMoney(line.total_price) })), travelCents: 0, applyGST });
  return {
    lines,
    money: { subtotal: formatMoney(totals.subtotalCents), tax_amount: formatMoney(totals.gstCents), total: formatMoney(totals.totalCents) },
  };
}
