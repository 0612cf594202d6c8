import { z } from 'zod';
import { Timestamp } from './fields.ts';

/**
 * Automatic follow-ups and reminders: what a business chooses in Settings
 * ("Reminders"), carried to the quotes and invoices services with business.updated.
 */
export const ReminderMessages = {
  days: 'Days must be a whole number from 1 to 60',
  followUpAgain: 'The second follow-up must come after the first',
  overdueAgain: 'The second overdue reminder must come after the first',
} as const;

export const MAX_REMINDER_DAYS = 60;

const days = z.number(ReminderMessages.days).int(ReminderMessages.days).min(1, ReminderMessages.days).max(MAX_REMINDER_DAYS, ReminderMessages.days);
const on = z.boolean('Choose on or off');

/** One reminder: on or off, and how many days from the moment it counts from. */
export const ReminderChoice = z.strictObject({ on, days });
export type ReminderChoice = z.infer<typeof ReminderChoice>;

/**
 * Each reminder on/off with its days: a quote sent or viewed and not answered gets a
 * follow-up `quoteFollowUp.days` after it was sent and again after `quoteFollowUpAgain.days`;
 * an unpaid invoice gets one `invoiceBeforeDue.days` before its due date (off unless
 * chosen), one on the due date, and one `invoiceOverdue.days` and `invoiceOverdueAgain.days`
 * after it.
 */
export const ReminderSettings = z
  .strictObject({
    quoteFollowUp: ReminderChoice,
    quoteFollowUpAgain: ReminderChoice,
    invoiceBeforeDue: ReminderChoice,
    invoiceDue: z.strictObject({ on }),
    invoiceOverdue: ReminderChoice,
    invoiceOverdueAgain: ReminderChoice,
  })
  .superRefine((settings, ctx) => {
    if (settings.quoteFollowUpAgain.days <= settings.quoteFollowUp.days) {
      ctx.addIssue({ code: 'custom', path: ['quoteFollowUpAgain', 'days'], message: ReminderMessages.followUpAgain });
    }
    if (settings.invoiceOverdueAgain.days <= settings.invoiceOverdue.days) {
      ctx.addIssue({ code: 'custom', path: ['invoiceOverdueAgain', 'days'], message: ReminderMessages.overdueAgain });
    }
  });
export type ReminderSettings = z.infer<typeof ReminderSettings>;

/** Sensible defaults, on for every business that has not chosen (the one before the due date is off). */
export const DEFAULT_REMINDERS: ReminderSettings = {
  quoteFollowUp: { on: true, days: 3 },
  quoteFollowUpAgain: { on: true, days: 7 },
  invoiceBeforeDue: { on: false, days: 3 },
  invoiceDue: { on: true },
  invoiceOverdue: { on: true, days: 7 },
  invoiceOverdueAgain: { on: true, days: 14 },
};

export const QuoteReminderKind = z.enum(['quote_follow_up', 'quote_follow_up_again']);
export const InvoiceReminderKind = z.enum(['invoice_before_due', 'invoice_due', 'invoice_overdue', 'invoice_overdue_again']);
export const ReminderKind = z.enum([...QuoteReminderKind.options, ...InvoiceReminderKind.options]);
export type ReminderKind = z.infer<typeof ReminderKind>;
export type QuoteReminderKind = z.infer<typeof QuoteReminderKind>;
export type InvoiceReminderKind = z.infer<typeof InvoiceReminderKind>;

/** A reminder that went to the client. */
export const SentReminder = z.object({ kind: ReminderKind, sentAt: Timestamp, to: z.string() });
export type SentReminder = z.infer<typeof SentReminder>;

/** `GET /api/quotes/:id/reminders`, `GET /api/invoices/:id/reminders`: what went, and whether more will. */
export const DocumentReminders = z.object({
  /** The owner stopped reminders for this one document. */
  remindersOff: z.boolean(),
  /** Oldest first. */
  sent: z.array(SentReminder),
});
export type DocumentReminders = z.infer<typeof DocumentReminders>;

/** `PATCH /api/quotes/:id/reminders`, `PATCH /api/invoices/:id/reminders`: stop (or restart) reminders for one document. */
export const ChangeDocumentReminders = z.strictObject({ remindersOff: z.boolean('remindersOff must be true or false') });
export type ChangeDocumentReminders = z.infer<typeof ChangeDocumentReminders>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A quote's follow-ups, in order, with the instant each comes due after the quote was sent. */
export function quoteFollowUpsDue(settings: ReminderSettings, sentAt: Date): { kind: QuoteReminderKind; dueAt: Date }[] {
  const at = (days: number) => new Date(sentAt.getTime() + days * DAY_MS);
  const all: { kind: QuoteReminderKind; on: boolean; dueAt: Date }[] = [
    { kind: 'quote_follow_up', on: settings.quoteFollowUp.on, dueAt: at(settings.quoteFollowUp.days) },
    { kind: 'quote_follow_up_again', on: settings.quoteFollowUpAgain.on, dueAt: at(settings.quoteFollowUpAgain.days) },
  ];
  return all.filter((r) => r.on).map(({ kind, dueAt }) => ({ kind, dueAt }));
}

/** An invoice's reminders, in order, with how many days after the due date each comes (negative: before). */
export function invoiceRemindersDue(settings: ReminderSettings): { kind: InvoiceReminderKind; daysAfterDue: number }[] {
  const all: { kind: InvoiceReminderKind; on: boolean; daysAfterDue: number }[] = [
    { kind: 'invoice_before_due', on: settings.invoiceBeforeDue.on, daysAfterDue: -settings.invoiceBeforeDue.days },
    { kind: 'invoice_due', on: settings.invoiceDue.on, daysAfterDue: 0 },
    { kind: 'invoice_overdue', on: settings.invoiceOverdue.on, daysAfterDue: settings.invoiceOverdue.days },
    { kind: 'invoice_overdue_again', on: settings.invoiceOverdueAgain.on, daysAfterDue: settings.invoiceOverdueAgain.days },
  ];
  return all.filter((r) => r.on).map(({ kind, daysAfterDue }) => ({ kind, daysAfterDue }));
}

/**
 * A reminder this many days late is not sent any more (a business that turns reminders on
 * does not chase every quote of last year); the next one in line may still be.
 */
export const REMINDER_LATE_DAYS = 7;
