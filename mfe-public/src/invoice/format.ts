import type { InvoiceStatus } from '@cobber/contracts';
import { displayDay } from '@cobber/contracts/display';

// The labels, kept here rather than imported so the page does not download the
// contracts' zod schemas (as quote/format.ts explains).
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

/** A calendar date as written (`2025-07-15` → `15 Jul 2025`), free of time zones. */
export function calendarDate(date: string): string {
  return displayDay(date);
}
