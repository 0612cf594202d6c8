import type { ReminderSettings } from '@cobber/contracts';

export interface ReminderRow {
  key: keyof ReminderSettings;
  label: string;
  /** What the days count from, after the number. */
  daysAfter?: string;
}

/** The reminders in the order they happen, in the tradie's words. */
export const REMINDER_ROWS: ReminderRow[] = [
  { key: 'quoteFollowUp', label: 'Follow up a quote with no answer', daysAfter: 'days after sending' },
  { key: 'quoteFollowUpAgain', label: 'Follow up again', daysAfter: 'days after sending' },
  { key: 'invoiceBeforeDue', label: 'Remind before an invoice is due', daysAfter: 'days before the due date' },
  { key: 'invoiceDue', label: 'Remind on the due date' },
  { key: 'invoiceOverdue', label: 'Remind when overdue', daysAfter: 'days after the due date' },
  { key: 'invoiceOverdueAgain', label: 'Remind again when overdue', daysAfter: 'days after the due date' },
];
