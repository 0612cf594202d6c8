import { IsoDate, todayIn, type TimeZone } from '@cobber/contracts';
import { type Clock, type Knex } from '@cobber/kit';
import { findTimeZone } from '@cobber/documents';

/**
 * node-pg reads a `date` column as local midnight; its local calendar fields are the
 * date PostgreSQL stored, whatever the process's time zone. A string must already be a
 * calendar date: an instant is never cut down to one.
 */
export function isoDate(value: Date | string): IsoDate {
  if (typeof value === 'string') return IsoDate.parse(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** An owner's calendar: their business's time zone and the date it is there now. */
export interface BusinessDay {
  timeZone: TimeZone;
  today: IsoDate;
}

export async function businessDay(db: Knex | Knex.Transaction, ownerId: string, clock: Clock): Promise<BusinessDay> {
  const timeZone = await findTimeZone(db, ownerId);
  return { timeZone, today: todayIn(timeZone, clock()) };
}
