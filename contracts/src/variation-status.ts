/** A variation's statuses and their labels on badges: what the owner and the client both read. */
export const VARIATION_STATUSES = ['draft', 'sent', 'approved', 'rejected'] as const;
export type VariationStatus = (typeof VARIATION_STATUSES)[number];

export const VariationStatusLabels: Record<VariationStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  approved: 'Approved',
  rejected: 'Declined',
};
