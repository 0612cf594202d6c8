import { displayCardDate, displayDayAndTime, QuoteStatusLabels, type QuoteStatus } from '@cobber/contracts/display';
import type { BadgeTone } from '@cobber/ui';

/** "Jan 5, 2025": short month, day, year, the dashboard card's created date. */
export function showDate(timestamp: string): string {
  return displayCardDate(timestamp);
}

/** "5 Jan 2025, 3:05 pm": a moment, its day written as everywhere but the dashboard's cards. */
export function showDateAndTime(timestamp: string): string {
  return displayDayAndTime(timestamp);
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
