import { displayMoney, parseMoney, QuoteStatusLabels, type QuoteStatus } from '@cobber/contracts/display';
import type { BadgeTone } from '@cobber/ui';

/** An amount from the API as dollars with 2 decimals, or its raw text when it is not a number (spec §2). */
export function showAmount(text: string): string {
  try {
    return displayMoney(parseMoney(text));
  } catch {
    return text;
  }
}

// Made once: a dashboard formats thousands of dates.
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateAndTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** "Jan 5, 2025": short month, day, year (spec §2). */
export function showDate(timestamp: string): string {
  return shortDate.format(new Date(timestamp));
}

export function showDateAndTime(timestamp: string): string {
  return dateAndTime.format(new Date(timestamp));
}

const statusTones: Record<QuoteStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  viewed: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'neutral',
};

export function statusBadge(status: QuoteStatus): { label: string; tone: BadgeTone } {
  return { label: QuoteStatusLabels[status], tone: statusTones[status] };
}
