import { describe, expect, it } from 'vitest';
import { AUSTRALIAN_TIME_ZONES, calendarDateIn, todayIn } from './business-day.ts';

const databaseFormats = new Map<string, Intl.DateTimeFormat>();

/** The day as the time zone database has it. */
function databaseDay(instant: Date, timeZone: string): string {
  let format = databaseFormats.get(timeZone);
  if (!format) databaseFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(instant);
}

const HOUR = 3_600_000;

describe("a business's today", () => {
  it('is the day the time zone database gives, every half hour of two years, in every Australian zone', () => {
    for (const zone of AUSTRALIAN_TIME_ZONES) {
      const wrong: string[] = [];
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += HOUR / 2) {
        const instant = new Date(time);
        if (todayIn(zone, instant) !== databaseDay(instant, zone)) wrong.push(`${zone} ${instant.toISOString()}`);
      }
      expect(wrong).toEqual([]);
    }
  });

  it('turns with daylight saving as the database says, every half hour of the weeks it changes in, from 2008 to 2040', () => {
    const wrong: string[] = [];
    for (const zone of AUSTRALIAN_TIME_ZONES) {
      for (let year = 2008; year <= 2040; year++) {
        for (const month of [3, 9]) {
          const start = Date.UTC(year, month, 1) - 12 * HOUR;
          for (let time = start; time < start + 9 * 24 * HOUR; time += HOUR / 2) {
            const instant = new Date(time);
            if (todayIn(zone, instant) !== databaseDay(instant, zone)) wrong.push(`${zone} ${instant.toISOString()}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is still the database’s day before 2008 and in a zone outside Australia', () => {
    const instant = new Date('2007-03-24T14:30:00Z');
    expect(todayIn('Australia/Sydney', instant)).toBe(databaseDay(instant, 'Australia/Sydney'));
    expect(todayIn('Pacific/Auckland', new Date('2026-11-24T11:30:00Z'))).toBe('2026-11-25');
    expect(calendarDateIn('2026-11-24T11:30:00Z', 'UTC')).toBe('2026-11-24');
  });
});
