import { z } from 'zod';
import { AUSTRALIAN_TIME_ZONES } from './business-day.ts';
import { dayPattern, type DayRange } from './day-pattern.ts';

export { dayPattern, digitsBetween, type DayRange } from './day-pattern.ts';
export { AUSTRALIAN_TIME_ZONE, AUSTRALIAN_TIME_ZONES, calendarDateIn, todayIn, zoneClock } from './business-day.ts';

/** A calendar date on the wire: `2025-07-01`. */
export const IsoDate = z.iso.date();
export type IsoDate = z.infer<typeof IsoDate>;

export const TimeZone = z.enum(AUSTRALIAN_TIME_ZONES, 'Choose an Australian time zone');
export type TimeZone = z.infer<typeof TimeZone>;

/** The days a document may name (a due date, the last day of a quote, the books' ranges). */
export const DOCUMENT_DAYS: DayRange = { from: '2000-01-01', to: '2100-12-31' };
/**
 * The days a payment may have been received on, as the text names them: from 1900; the
 * future is refused against the business's today, once its time zone is known.
 */
export const PAYMENT_DAYS: DayRange = { from: '1900-01-01', to: '2100-12-31' };

/**
 * Marks (in a schema's metadata) a date field whose last day is the business's today, which
 * only the service knows: the API document narrows its pattern to the days that are past
 * in every Australian zone.
 */
export const UNTIL_TODAY = 'x-until-today';

/** Marks a card's `MM/YY` expiry: the API document allows the months from the one it is made in. */
export const FROM_THIS_MONTH = 'x-from-this-month';

/** The time of an instant after its date: `T23:00:00Z`, `T10:00:00.5+11:00`. */
export const TIME_WITH_OFFSET = 'T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,9})?(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)';

/** What a date field answers: a bad text; and, when given, a missing one and a year outside its days. */
export interface DateMessages {
  invalid: string;
  required?: string;
  tooEarly?: string;
  tooLate?: string;
}

/** A text that is one of `days`, with `instant` perhaps a time and offset after it. */
function dayText(messages: string | DateMessages, days: DayRange, instant: boolean) {
  const { invalid, required = invalid, ...outside } = typeof messages === 'string' ? { invalid: messages } : messages;
  const [firstYear, lastYear] = [days.from.slice(0, 4), days.to.slice(0, 4)];
  const tooEarly = outside.tooEarly ?? `${invalid}: from ${firstYear} to ${lastYear}`;
  const tooLate = outside.tooLate ?? tooEarly;
  // Spaces either side are forgiven (a pasted date), and trimmed.
  const pattern = new RegExp(`^ *(?:${dayPattern(days)})${instant ? `(?:${TIME_WITH_OFFSET})?` : ''} *$`);
  const problem = (input: unknown) => {
    if (input === undefined || input === null || input === '') return required;
    const year = /^ *(\d{4})-\d{2}-\d{2}/.exec(String(input))?.[1];
    if (year && year < firstYear) return tooEarly;
    if (year && year > lastYear) return tooLate;
    return invalid;
  };
  return z
    .string({ error: (issue) => problem(issue.input) })
    .regex(pattern, { error: (issue) => problem(issue.input) })
    .transform((text) => text.trim());
}

/** A calendar date `2026-11-24`, one of `days` (by default a document's, 2000 to 2100). */
export function calendarDate(messages: string | DateMessages, days: DayRange = DOCUMENT_DAYS) {
  return dayText(messages, days, false);
}

/**
 * A date as the API takes it: a calendar date `2026-11-24`, or an instant
 * with its offset (`2026-11-24T23:00:00Z`, `2026-11-25T10:00:00+11:00`), its date one of
 * `days` (by default a document's, 2000 to 2100). Which day an instant is depends on the
 * business's time zone, so it is resolved by `calendarDateIn` where that zone is known,
 * never by cutting the text. One regular expression, so the API document carries the
 * rule as the field's pattern.
 */
export function dateOrInstant(messages: string | DateMessages, days: DayRange = DOCUMENT_DAYS) {
  return dayText(messages, days, true);
}
export type DateOrInstant = string;

/** `('2025-01-25', 14)` → `2025-02-08`. Calendar arithmetic, free of time zones. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
