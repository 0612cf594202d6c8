import { australianDate, formatMoney } from '@cobber/contracts';
import type { ReceivedPayment } from '../books/ledger.ts';
import { csvFile, figure, type Cell } from './cells.ts';

export const PAYMENT_COLUMNS = ['Date', 'Receipt Number', 'Invoice Number', 'Quote Number', 'Client', 'Method', 'Amount', 'GST'] as const;

/**
 * Every payment received in the range, to tick off against the bank statement: its
 * amount and its share of its invoice's GST (empty for a receipt of no document).
 */
export function paymentsCsv(payments: readonly ReceivedPayment[]): string {
  const rows = payments.map((payment): Cell[] => [
    australianDate(payment.paymentDate),
    payment.receiptNumber,
    payment.invoiceNumber ?? '',
    payment.quoteNumber ?? '',
    payment.clientName,
    payment.method,
    figure(formatMoney(payment.amountCents)),
    payment.gstCents === null ? '' : figure(formatMoney(payment.gstCents)),
  ]);
  return csvFile(PAYMENT_COLUMNS, rows);
}
