import { displayDay } from '@cobber/contracts/display';

/** A calendar date (`2025-07-01`) as "1 Jul 2025", the same wherever the phone is. */
export function showCalendarDate(date: string): string {
  return displayDay(date);
}
