import { displayDay } from '@cobber/contracts/display';

/**
 * The day an instant was for the business, in its own time zone: `2025-07-01T15:00:00Z` is
 * 2 Jul 2025 in Sydney. Sydney's when an older service sent no zone, so the server's render
 * and the phone's read the same.
 */
export function businessDay(instant: string, timeZone: string | undefined): string {
  return displayDay(instant, timeZone ?? 'Australia/Sydney');
}
