import type { InvoiceListStatus } from '@cobber/contracts';

/** The Invoices screen's filter: Unpaid counts the overdue too. */
export const INVOICE_FILTERS: readonly { label: string; status: InvoiceListStatus }[] = [
  { label: 'All', status: 'all' },
  { label: 'Unpaid', status: 'unpaid' },
  { label: 'Overdue', status: 'overdue' },
  { label: 'Paid', status: 'paid' },
];
