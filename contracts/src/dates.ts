import { z } from 'zod';

/** A calendar date on the wire: `2025-07-01`. */
export const IsoDate = z.iso.date();
export type IsoDate = z.infer<typeof IsoDate>;

/** Where "today" is decided for due dates and payment dates: the east coast, earliest of the mainland. */
export const AUSTRALIAN_TIME_ZONE = 'Australia/Sydney';

/** Today's date in a time zone, as `YYYY-MM-DD`. */
export function todayIn(timeZone = AUSTRALIAN_TIME_ZONE, now = new Date()): IsoDate {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `('2025-01-25', 14)` → `2025-02-08`. Calendar arithmetic, free of time zones. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
