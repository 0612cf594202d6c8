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

/**
 * How far ahead of UTC each zone is, in minutes, and whether it keeps daylight saving: an
 * hour more from 2 am standard time on the first Sunday in October to 2 am standard time
 * (3 am daylight) on the first Sunday in April, as every state that keeps it has since 2008.
 * Worked out by hand, because a phone builds its first date formatter slowly (about 20 ms);
 * `business-day.test.ts` holds every zone to the time zone database, half hour by half hour.
 */
const ZONE_RULES = new Map<string, { standard: number; daylightSaving: boolean }>([
  ['Australia/Sydney', { standard: 600, daylightSaving: true }],
  ['Australia/Melbourne', { standard: 600, daylightSaving: true }],
  ['Australia/Brisbane', { standard: 600, daylightSaving: false }],
  ['Australia/Adelaide', { standard: 570, daylightSaving: true }],
  ['Australia/Darwin', { standard: 570, daylightSaving: false }],
  ['Australia/Perth', { standard: 480, daylightSaving: false }],
  ['Australia/Hobart', { standard: 600, daylightSaving: true }],
]);
const RULES_SINCE = Date.UTC(2008, 0, 1);
const MINUTE = 60_000;

/** 2 am on the first Sunday of a month, as a UTC clock reads it (for a zone's standard clock). */
function firstSundayAtTwo(year: number, month: number): number {
  const firstDay = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - firstDay) % 7), 2);
}

/** The instant as the zone's clock reads it (in UTC fields), or null for a zone or a time these rules do not know. */
function australianClock(instant: Date, timeZone: string): Date | null {
  const rules = ZONE_RULES.get(timeZone);
  if (!rules || instant.getTime() < RULES_SINCE) return null;
  const standard = instant.getTime() + rules.standard * MINUTE;
  const year = new Date(standard).getUTCFullYear();
  const saving = rules.daylightSaving && (standard < firstSundayAtTwo(year, 3) || standard >= firstSundayAtTwo(year, 9));
  return new Date(saving ? standard + 60 * MINUTE : standard);
}

// One formatter per zone the rules above do not know: a list reads hundreds of instants.
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/**
 * An instant as a time zone's clock reads it, in the UTC fields of the Date returned
 * (`getUTCFullYear()`, `getUTCHours()`…): by the Australian rules when they know the zone
 * and the time, else by the time zone database.
 */
export function zoneClock(instant: Date, timeZone: string): Date {
  const clock = australianClock(instant, timeZone);
  if (clock) return clock;
  const parts = clockFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const read = new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute')));
  // Date.UTC reads years 0-99 as 1900-1999.
  read.setUTCFullYear(part('year'));
  return read;
}

/** The calendar date an instant falls on in a time zone, as `YYYY-MM-DD`. */
function dateAt(instant: Date, timeZone: string): string {
  return zoneClock(instant, timeZone).toISOString().slice(0, 10);
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
