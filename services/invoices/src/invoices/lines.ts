import { type Knex } from '@cobber/kit';
import { assertTotalFits, planTouchesAmounts, writeLinePlan, type LinePlan } from '@cobber/documents';
import { INVOICE_LINES, type InvoiceItemRow, type InvoiceRow } from './rows.ts';
import { assertAmountsOpen } from './service.ts';

/**
 * Writes a change to the invoice's lines in the caller's transaction, the invoice's row
 * locked. Words on a paid invoice may be corrected; a change that moves money needs an
 * open invoice (409) whose total still fits (400 naming `field`).
 */
export async function saveLines(trx: Knex.Transaction, invoice: InvoiceRow, plan: LinePlan<InvoiceItemRow>, field: string): Promise<void> {
  if (planTouchesAmounts(plan)) {
    assertAmountsOpen(invoice);
    assertTotalFits(INVOICE_LINES, plan.after, 0, field);
  }
  await writeLinePlan(trx, INVOICE_LINES, plan);
}
