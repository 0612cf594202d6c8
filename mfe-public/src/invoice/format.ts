import type { InvoiceStatus } from '@cobber/contracts';

// Spec §4's labels, kept here rather than imported so the page does not download the
// contracts' zod schemas (as quote/format.ts explains).
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date as written (`2025-07-15` → `15 Jul 2025`), free of time zones. */
export function calendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${months[month! - 1]} ${year}`;
}
