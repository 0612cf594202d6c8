import { addDays, invoiceRemindersDue, REMINDER_LATE_DAYS, type InvoiceReminderKind, type IsoDate, type ReminderSettings } from '@cobber/contracts';

/**
 * The reminder an invoice is due for today, or null. Only the latest one whose day has
 * come, never one already sent, and not one more than REMINDER_LATE_DAYS late: an invoice
 * sent 10 days after its due date gets the 7-days-overdue reminder, not that one and the
 * due-date one together.
 */
export function invoiceReminderDue(settings: ReminderSettings, dueDate: IsoDate, today: IsoDate, sent: readonly InvoiceReminderKind[]): InvoiceReminderKind | null {
  const reached = invoiceRemindersDue(settings).filter((reminder) => addDays(dueDate, reminder.daysAfterDue) <= today);
  const latest = reached.at(-1);
  if (!latest || sent.includes(latest.kind)) return null;
  if (addDays(dueDate, latest.daysAfterDue + REMINDER_LATE_DAYS) < today) return null;
  return latest.kind;
}
