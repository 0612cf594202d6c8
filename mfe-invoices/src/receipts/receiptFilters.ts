import type { ReceiptListStatus } from '@cobber/contracts';

/** The list filter: a receipt is Sent once it has gone out, Unsent (a Draft) until then. */
export const RECEIPT_FILTERS: readonly { label: string; status: ReceiptListStatus }[] = [
  { label: 'All', status: 'all' },
  { label: 'Sent', status: 'sent' },
  { label: 'Unsent', status: 'unsent' },
];
