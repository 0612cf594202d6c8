import { isOverdue, todayIn, type IsoDate, type QuoteMoney, type QuoteWithMoney } from '@cobber/contracts';
import { type Knex } from '@cobber/kit';
import { findTimeZone } from '@cobber/documents';
import { quoteOptions } from '../options/pricing.ts';
import { findDepositLine } from './repository.ts';
import { toQuote, type QuoteRow } from './rows.ts';

/** The invoice as the money status reads it: none while unlinked or once cancelled. */
function invoiceMoney(row: QuoteRow, today: IsoDate): QuoteMoney['invoice'] {
  if (!row.invoice_id || row.invoice_status === 'cancelled') return null;
  const status = row.invoice_status;
  return {
    id: row.invoice_id,
    invoiceNumber: row.invoice_number,
    totalAmount: row.invoice_total,
    balanceDue: row.invoice_balance_due,
    paid: status === 'paid',
    overdue: status !== null && row.invoice_due_date !== null && isOverdue(row.invoice_due_date, status, today),
  };
}

/** A quote's money, with its requested deposit and the business's today. */
export function toQuoteMoney(row: QuoteRow, depositRequested: string | null, today: IsoDate): QuoteMoney {
  return {
    depositRequested,
    depositPaid: row.deposit_paid,
    depositPaidAt: row.deposit_paid_at?.toISOString() ?? null,
    invoice: invoiceMoney(row, today),
  };
}

/** The owner's answer for a quote: the quote, its money and its options priced, as the server knows them now. */
export async function quoteWithMoney(db: Knex | Knex.Transaction, row: QuoteRow): Promise<QuoteWithMoney> {
  const [deposit, timeZone, options] = await Promise.all([findDepositLine(db, row.id), findTimeZone(db, row.owner_id), quoteOptions(db, row)]);
  return { ...toQuote(row), money: toQuoteMoney(row, deposit?.total_price ?? null, todayIn(timeZone)), options };
}
