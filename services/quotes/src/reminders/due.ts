import { quoteFollowUpsDue, REMINDER_LATE_DAYS, type QuoteReminderKind, type ReminderSettings } from '@cobber/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The follow-up a quote is due for now, or null: only the latest one whose time has
 * come, never one already sent, and not one more than REMINDER_LATE_DAYS late (a business
 * that turns follow-ups on does not chase every quote of last year).
 */
export function followUpDue(settings: ReminderSettings, sentAt: Date, now: Date, sent: readonly QuoteReminderKind[]): QuoteReminderKind | null {
  const reached = quoteFollowUpsDue(settings, sentAt).filter((followUp) => followUp.dueAt <= now);
  const latest = reached.at(-1);
  if (!latest || sent.includes(latest.kind)) return null;
  if (now.getTime() - latest.dueAt.getTime() > REMINDER_LATE_DAYS * DAY_MS) return null;
  return latest.kind;
}
