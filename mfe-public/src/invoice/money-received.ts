import type { PublicInvoiceResponse } from '@cobber/contracts';

type PublicInvoice = PublicInvoiceResponse['invoice'];

/** What the client still owes: nothing on a paid or cancelled invoice, else the service's balance (the total from an older service). */
export function amountDue(invoice: PublicInvoice): string {
  if (invoice.status === 'paid' || invoice.status === 'cancelled') return '0.00';
  return invoice.balanceDue ?? invoice.totalAmount;
}
