/**
 * A quote's statuses, and their labels on badges and filters: the original five, and
 * `expired`: a sent or viewed quote past its valid-until day.
 */
export const QUOTE_STATUSES = ['draft', 'sent', 'viewed', 'approved', 'rejected', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QuoteStatusLabels: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
};
