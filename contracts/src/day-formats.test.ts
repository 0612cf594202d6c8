import { describe, expect, it } from 'vitest';
import { displayCardDate, displayDay, displayDayAndTime } from './day-formats.ts';

describe('how a day is written', () => {
  it('writes a calendar date as it is, whatever the zone', () => {
    expect(displayDay('2026-11-28')).toBe('28 Nov 2026');
    expect(displayDay('2026-09-01', 'Pacific/Honolulu')).toBe('1 Sep 2026');
    expect(displayCardDate('2026-11-28')).toBe('Nov 28, 2026');
  });

  it('writes an instant as the day it was for the business', () => {
    // 14:30 UTC on the 27th is already the 28th in Sydney (AEDT, +11).
    expect(displayDay('2026-11-27T14:30:00Z', 'Australia/Sydney')).toBe('28 Nov 2026');
    expect(displayDay('2026-11-27T14:30:00Z', 'Australia/Perth')).toBe('27 Nov 2026');
    expect(displayCardDate('2026-11-27T14:30:00Z', 'Australia/Sydney')).toBe('Nov 28, 2026');
  });

  it('keeps the time of a moment, on the same day format', () => {
    expect(displayDayAndTime('2026-11-27T14:05:00Z', 'Australia/Sydney')).toBe('28 Nov 2026, 1:05 am');
    expect(displayDayAndTime('2026-11-28T03:30:00Z', 'Australia/Sydney')).toBe('28 Nov 2026, 2:30 pm');
    expect(displayDayAndTime('2026-11-28T01:00:00Z', 'Australia/Sydney')).toBe('28 Nov 2026, 12:00 pm');
    expect(displayDayAndTime('2026-11-27T13:00:00Z', 'Australia/Sydney')).toBe('28 Nov 2026, 12:00 am');
  });

  it('writes an instant in the phone’s own zone as Intl would', () => {
    for (const instant of ['2026-11-27T13:59:00Z', '2026-06-30T23:30:00Z', '2026-04-04T16:00:00Z']) {
      const own = new Intl.DateTimeFormat('en-AU', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });
      const parts = Object.fromEntries(own.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]));
      const month = parts.month!.slice(0, 3).replace('Sept', 'Sep');
      expect(displayDayAndTime(instant)).toBe(`${parts.day} ${month} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod!.toLowerCase()}`);
    }
  });
});
