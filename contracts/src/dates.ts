import { z } from 'zod';

/** A calendar date on the wire: `2025-07-01`. */
export const IsoDate = z.iso.date();
export type IsoDate = z.infer<typeof IsoDate>;

/**
 * The zones a business can keep its days in, one per state or territory (IANA names):
 * NSW and ACT, VIC, QLD, SA, NT, WA, TAS.
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

export const TimeZone = z.enum(AUSTRALIAN_TIME_ZONES, 'Choose an Australian time zone');
export type TimeZone = z.infer<typeof TimeZone>;

/** Where "today" is decided when nothing is known of the business (its zone not yet heard of). */
export const AUSTRALIAN_TIME_ZONE: TimeZone = 'Australia/Sydney';

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
function dateAt(instant: Date, timeZone: string): IsoDate {
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Today's date in a time zone (a business's own), as `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = new Date()): IsoDate {
  return dateAt(now, timeZone);
}

/**
 * A date as the API takes it (DESIGN.md §6): a calendar date `2026-11-24`, or an instant
 * with its offset (`2026-11-24T23:00:00Z`, `2026-11-25T10:00:00+11:00`). Which day an
 * instant is depends on the business's time zone, so it is resolved by `calendarDateIn`
 * where that zone is known, never by cutting the text.
 */
export function dateOrInstant(message: string) {
  return z.union([z.iso.date(), z.iso.datetime({ offset: true })], message);
}
export type DateOrInstant = string;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar date a `dateOrInstant` value names in a time zone: a plain date stays as
 * written; an instant becomes the date it was there (`2026-11-24T23:00:00Z` is the 25th
 * in Sydney, 10:00, and in Perth, 07:00).
 */
export function calendarDateIn(value: DateOrInstant, timeZone: string): IsoDate {
  if (CALENDAR_DATE.test(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date or an instant: ${value}`);
  return dateAt(instant, timeZone);
}

/** `('2025-01-25', 14)` → `2025-02-08`. Calendar arithmetic, free of time zones. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
