import { documentTotals, formatMoney, parseMoney, totalFits, type DocumentTotals, type TotalsItem } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { badRequest } from '@cobber/kit';
import type { LineRow, LineTable } from './lines.ts';

const totalsItems = (lines: readonly Pick<LineRow, 'type' | 'total_price'>[]): TotalsItem[] =>
  lines.map((line) => ({ type: line.type, totalCents: parseMoney(line.total_price) }));

/**
 * A document's figures from its lines and a quote's travel (GST is 10% of
 * lines + travel, once per document, only when the business applies GST).
 */
export function linesTotals(lines: readonly Pick<LineRow, 'type' | 'total_price'>[], travelCents: number, applyGST: boolean): DocumentTotals {
  return documentTotals({ items: totalsItems(lines), travelCents, applyGST });
}

/** Refuses (400 naming `field`) lines that would take the document past what it may total. */
export function assertTotalFits(table: LineTable<string>, lines: readonly LineRow[], travelCents: number, field: string): void {
  if (!totalFits({ items: totalsItems(lines), travelCents })) {
    throw badRequest(table.messages.totalTooLarge, { [field]: table.messages.totalTooLarge });
  }
}

/** Stores the figures on the document's row (and `extra` columns); answers the row. */
export async function storeTotals<R>(
  trx: Knex.Transaction,
  documentTable: string,
  id: string,
  totals: DocumentTotals,
  extra: Record<string, unknown> = {},
): Promise<R> {
  const [row] = await trx(documentTable)
    .where('id', id)
    .update({
      ...extra,
      subtotal: formatMoney(totals.subtotalCents),
      tax_amount: formatMoney(totals.gstCents),
      total_amount: formatMoney(totals.totalCents),
      updated_at: trx.fn.now(),
    })
    .returning('*');
  return row as R;
}
