/**
 * The zones a business can keep its days in, and which day it is there: a receipt's "today"
 * and the day an instant falls on. No schema here, so a screen can ask without one.
 */

/**
 * One zone per state or territory (IANA names): NSW and ACT, VIC, QLD, SA, NT, WA, TAS.
 */
export const AUSTRALIAN_TIME_ZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Hobart',
] as const;

/** Where "today" is decided when nothing is known of the business (its zone not yet heard of). */
export const AUSTRALIAN_TIME_ZONE: (typeof AUSTRALIAN_TIME_ZONES)[number] = 'Australia/Sydney';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date an instant falls on in a time zone, as `YYYY-MM-DD`. */
function dateAt(instant: Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Today's date in a time zone (a business's own), as `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return dateAt(now, timeZone);
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar date a `dateOrInstant` value names in a time zone: a plain date stays as
 * written; an instant becomes the date it was there (`2026-11-24T23:00:00Z` is the 25th
 * in Sydney, 10:00, and in Perth, 07:00).
 */
export function calendarDateIn(value: string, timeZone: string): string {
  if (CALENDAR_DATE.test(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date or an instant: ${value}`);
  return dateAt(instant, timeZone);
}
