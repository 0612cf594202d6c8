import type { Receipt } from '@cobber/contracts';

/** The list filter (spec §2): a receipt is Sent once it has gone out, Unsent (a Draft) until then. */
export const RECEIPT_FILTERS = ['All', 'Sent', 'Unsent'] as const;
export type ReceiptFilter = (typeof RECEIPT_FILTERS)[number];

export function findReceipts(receipts: readonly Receipt[], filter: ReceiptFilter): Receipt[] {
  if (filter === 'All') return [...receipts];
  const sent = filter === 'Sent';
  return receipts.filter((receipt) => (receipt.sentAt !== null) === sent);
}
