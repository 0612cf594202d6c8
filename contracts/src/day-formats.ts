/**
 * How every screen writes a day: "28 Nov 2026", and the dashboard's cards the original app's
 * short month, day, year ("Nov 28, 2026"). Month names are our own, not the runtime's:
 * ICU versions differ ("Sept" in en-AU), and a page drawn on the server must read the
 * same once the phone takes it over.
 */

import { zoneClock } from './business-day.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface DayParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** A calendar date (`2026-11-28`) as written; an instant as it was in `timeZone` (the phone's when not given). */
function dayParts(dateOrInstant: string | Date, timeZone: string | undefined): DayParts {
  const calendar = typeof dateOrInstant === 'string' ? CALENDAR_DATE.exec(dateOrInstant) : null;
  if (calendar) return { year: Number(calendar[1]), month: Number(calendar[2]), day: Number(calendar[3]), hour: 0, minute: 0 };
  if (!timeZone) {
    // The phone's own zone is Date's: no formatter to build (its first costs a phone ~20 ms).
    const date = new Date(dateOrInstant);
    return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours(), minute: date.getMinutes() };
  }
  const clock = zoneClock(new Date(dateOrInstant), timeZone);
  return { year: clock.getUTCFullYear(), month: clock.getUTCMonth() + 1, day: clock.getUTCDate(), hour: clock.getUTCHours(), minute: clock.getUTCMinutes() };
}

/** "28 Nov 2026": how a day reads everywhere but the dashboard's cards. */
export function displayDay(dateOrInstant: string | Date, timeZone?: string): string {
  const { year, month, day } = dayParts(dateOrInstant, timeZone);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "28 Nov 2026, 3:05 pm": a moment the owner saw happen, its day written as everywhere else. */
export function displayDayAndTime(instant: string | Date, timeZone?: string): string {
  const { year, month, day, hour, minute } = dayParts(instant, timeZone);
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
  return `${day} ${MONTHS[month - 1]} ${year}, ${clock}`;
}

/** "Nov 28, 2026": short month, day, year, the created date on a dashboard card. */
export function displayCardDate(dateOrInstant: string | Date, timeZone?: string): string {
  const { year, month, day } = dayParts(dateOrInstant, timeZone);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}
