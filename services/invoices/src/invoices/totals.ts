import { documentTotals, formatMoney, lineTotalCents, MAX_AMOUNT_CENTS, parseMoney, type DocumentTotals } from '@cobber/contracts';
import { badRequest, type Knex } from '@cobber/kit';
import type { InvoiceItemRow, InvoiceRow } from './rows.ts';

export const TOTAL_TOO_LARGE = 'The invoice total must be at most $999,999,999.99';

/**
 * The price of one line, from its quantity and unit price (never from the client). A
 * line beyond any invoice (only a replica's quote could carry one) is bad input, not a crash.
 */
export function lineTotal(quantityHundredths: number, unitPriceCents: number): string {
  const cents = Number.isSafeInteger(quantityHundredths * unitPriceCents) ? lineTotalCents(quantityHundredths, unitPriceCents) : Infinity;
  if (cents > MAX_AMOUNT_CENTS) throw badRequest(TOTAL_TOO_LARGE, { unitPrice: TOTAL_TOO_LARGE });
  return formatMoney(cents);
}

/**
 * DESIGN.md §3: GST is 10% of the lines (travel is a line on an invoice), rounded once,
 * only when the business applies GST; deposit lines are not part of the price.
 */
export function invoiceTotals(items: readonly Pick<InvoiceItemRow, 'type' | 'total_price'>[], applyGST: boolean): DocumentTotals {
  const totals = documentTotals({
    items: items.map((item) => ({ type: item.type, totalCents: parseMoney(item.total_price) })),
    travelCents: 0,
    applyGST,
  });
  if (totals.totalCents > MAX_AMOUNT_CENTS) throw badRequest(TOTAL_TOO_LARGE, { unitPrice: TOTAL_TOO_LARGE });
  return totals;
}

/** Stores the totals of the invoice's current lines; answers the updated row. */
export async function recomputeTotals(trx: Knex.Transaction, invoice: InvoiceRow, items: InvoiceItemRow[], applyGST: boolean): Promise<InvoiceRow> {
  const totals = invoiceTotals(items, applyGST);
  const [row] = await trx('invoices')
    .where('id', invoice.id)
    .update({
      subtotal: formatMoney(totals.subtotalCents),
      tax_amount: formatMoney(totals.gstCents),
      total_amount: formatMoney(totals.totalCents),
      updated_at: trx.fn.now(),
    })
    .returning('*');
  return row as InvoiceRow;
}
