import { documentTotals, formatMoney, lineTotalCents, parseMoney, parseQuantity, travelCostCents } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import type { ItemRow, QuoteRow } from './rows.ts';

/** The price of one line, from its quantity and unit price (never from the client). */
export function lineTotal(quantityHundredths: number, unitPriceCents: number): string {
  return formatMoney(lineTotalCents(quantityHundredths, unitPriceCents));
}

/**
 * Recomputes a quote's travel, subtotal, GST and total from its lines (DESIGN.md §3:
 * GST on lines + travel, once per document, only when the business applies GST) and
 * stores them. Answers the updated row.
 */
export async function recomputeTotals(trx: Knex.Transaction, quote: QuoteRow, items: ItemRow[], applyGST: boolean): Promise<QuoteRow> {
  const travelCents = quote.include_travel ? travelCostCents(parseQuantity(quote.travel_distance), parseMoney(quote.cost_per_km)) : 0;
  const totals = documentTotals({
    items: items.map((item) => ({ type: item.type, totalCents: parseMoney(item.total_price) })),
    travelCents,
    applyGST,
  });
  const [row] = await trx('quotes')
    .where('id', quote.id)
    .update({
      travel_cost: formatMoney(travelCents),
      subtotal: formatMoney(totals.subtotalCents),
      tax_amount: formatMoney(totals.gstCents),
      total_amount: formatMoney(totals.totalCents),
      updated_at: trx.fn.now(),
    })
    .returning('*');
  return row as QuoteRow;
}
