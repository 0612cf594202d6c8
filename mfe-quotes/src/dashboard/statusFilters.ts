import type { QuoteListStatus } from '@cobber/contracts';

/** The dashboard's status filter; the server takes its values (contracts QuoteListStatus). */
export const STATUS_FILTERS: readonly { value: QuoteListStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'sent', label: 'Sent' },
  { value: 'approved', label: 'Approved' },
  { value: 'expired', label: 'Expired' },
];
