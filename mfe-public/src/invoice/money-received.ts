import type { PublicInvoiceResponse } from '@cobber/contracts';

type PublicInvoice = PublicInvoiceResponse['invoice'];

/** An amount worth a line: given, and not nothing. */
const worthALine = (amount: string | undefined): amount is string => amount !== undefined && amount !== '0.00';

/** What the client has paid on the invoice, each as a line under its total (amounts as the service sent them). */
export function moneyReceived(invoice: PublicInvoice): { label: string; amount: string }[] {
  const lines: { label: string; amount: string }[] = [];
  if (worthALine(invoice.depositPaid)) lines.push({ label: 'Deposit paid', amount: invoice.depositPaid });
  if (worthALine(invoice.paymentsReceived)) lines.push({ label: 'Payments received', amount: invoice.paymentsReceived });
  return lines;
}

/** What the client still owes: nothing on a paid or cancelled invoice, else the service's balance (the total from an older service). */
export function amountDue(invoice: PublicInvoice): string {
  if (invoice.status === 'paid' || invoice.status === 'cancelled') return '0.00';
  return invoice.balanceDue ?? invoice.totalAmount;
}
