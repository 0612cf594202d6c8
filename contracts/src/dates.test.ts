import { describe, expect, it } from 'vitest';
import { addDays, AUSTRALIAN_TIME_ZONES, calendarDate, calendarDateIn, dateOrInstant, PAYMENT_DAYS, todayIn, type TimeZone } from './dates.ts';

describe('todayIn', () => {
  it("is the business's own day: 22:30 in Perth on 30 June is already 1 July in Sydney", () => {
    const now = new Date('2026-06-30T14:30:00Z');
    expect(todayIn('Australia/Perth', now)).toBe('2026-06-30');
    expect(todayIn('Australia/Sydney', now)).toBe('2026-07-01');
  });
});

describe('calendarDateIn', () => {
  it('keeps a plain date as written, in every zone', () => {
    for (const zone of AUSTRALIAN_TIME_ZONES) expect(calendarDateIn('2026-11-24', zone)).toBe('2026-11-24');
  });

  it('converts an instant to the date it was in the zone, never the date it was in UTC', () => {
    expect(calendarDateIn('2026-11-24T23:00:00Z', 'Australia/Sydney')).toBe('2026-11-25');
    expect(calendarDateIn('2026-11-24T23:00:00Z', 'Australia/Perth')).toBe('2026-11-25');
    expect(calendarDateIn('2026-11-24T15:00:00.000Z', 'Australia/Perth')).toBe('2026-11-24');
    expect(calendarDateIn('2026-11-24T15:00:00.000Z', 'Australia/Brisbane')).toBe('2026-11-25');
  });

  it('reads the offset an instant carries', () => {
    expect(calendarDateIn('2026-11-25T06:00:00+08:00', 'Australia/Sydney')).toBe('2026-11-25');
    expect(calendarDateIn('2026-11-24T23:30:00-05:00', 'Australia/Sydney')).toBe('2026-11-25');
    expect(calendarDateIn('2026-11-24T23:30:00-05:00', 'Australia/Perth')).toBe('2026-11-25');
    expect(calendarDateIn('2026-11-25T00:30:00+11:00', 'Australia/Perth')).toBe('2026-11-24');
    expect(calendarDateIn('2026-11-24T23:00:00.123456Z', 'Australia/Sydney')).toBe('2026-11-25');
  });

  // Midnight in each zone, as UTC instants: [zone, last second of one day, first second of the next, that next day].
  const midnights: [TimeZone, string, string, string][] = [
    // Summer: Sydney, Melbourne and Hobart +11, Adelaide +10:30 (daylight saving).
    ['Australia/Sydney', '2026-11-24T12:59:59Z', '2026-11-24T13:00:00Z', '2026-11-25'],
    ['Australia/Melbourne', '2026-11-24T12:59:59Z', '2026-11-24T13:00:00Z', '2026-11-25'],
    ['Australia/Hobart', '2026-11-24T12:59:59Z', '2026-11-24T13:00:00Z', '2026-11-25'],
    ['Australia/Adelaide', '2026-11-24T13:29:59Z', '2026-11-24T13:30:00Z', '2026-11-25'],
    // No daylight saving: Brisbane +10, Darwin +9:30, Perth +8 all year.
    ['Australia/Brisbane', '2026-11-24T13:59:59Z', '2026-11-24T14:00:00Z', '2026-11-25'],
    ['Australia/Darwin', '2026-11-24T14:29:59Z', '2026-11-24T14:30:00Z', '2026-11-25'],
    ['Australia/Perth', '2026-11-24T15:59:59Z', '2026-11-24T16:00:00Z', '2026-11-25'],
    // Winter: standard time everywhere, the new financial year.
    ['Australia/Sydney', '2026-06-30T13:59:59Z', '2026-06-30T14:00:00Z', '2026-07-01'],
    ['Australia/Hobart', '2026-06-30T13:59:59Z', '2026-06-30T14:00:00Z', '2026-07-01'],
    ['Australia/Adelaide', '2026-06-30T14:29:59Z', '2026-06-30T14:30:00Z', '2026-07-01'],
    ['Australia/Brisbane', '2026-06-30T13:59:59Z', '2026-06-30T14:00:00Z', '2026-07-01'],
    ['Australia/Darwin', '2026-06-30T14:29:59Z', '2026-06-30T14:30:00Z', '2026-07-01'],
    ['Australia/Perth', '2026-06-30T15:59:59Z', '2026-06-30T16:00:00Z', '2026-07-01'],
  ];
  it.each(midnights)('%s turns the day at its own midnight (%s → %s)', (zone, before, after, nextDay) => {
    expect(calendarDateIn(before, zone)).toBe(addDays(nextDay, -1));
    expect(calendarDateIn(after, zone)).toBe(nextDay);
  });

  // Daylight saving starts 4 October 2026 at 02:00 (clocks to 03:00) and ends 5 April 2026 at 03:00 (back to 02:00).
  it.each(['Australia/Sydney', 'Australia/Hobart', 'Australia/Melbourne'] as const)('%s keeps its days whole across daylight saving', (zone) => {
    // The day daylight saving starts is 23 hours long: midnight +10 at its start, +11 at its end.
    expect(calendarDateIn('2026-10-03T14:00:00Z', zone)).toBe('2026-10-04');
    expect(calendarDateIn('2026-10-04T12:59:59Z', zone)).toBe('2026-10-04');
    expect(calendarDateIn('2026-10-04T13:00:00Z', zone)).toBe('2026-10-05');
    // The day it ends is 25 hours long: midnight +11 at its start, +10 at its end.
    expect(calendarDateIn('2026-04-04T12:59:59Z', zone)).toBe('2026-04-04');
    expect(calendarDateIn('2026-04-04T13:00:00Z', zone)).toBe('2026-04-05');
    expect(calendarDateIn('2026-04-05T13:59:59Z', zone)).toBe('2026-04-05');
    expect(calendarDateIn('2026-04-05T14:00:00Z', zone)).toBe('2026-04-06');
  });

  it('moves Adelaide with daylight saving on the same days, half an hour behind', () => {
    expect(calendarDateIn('2026-10-04T13:29:59Z', 'Australia/Adelaide')).toBe('2026-10-04');
    expect(calendarDateIn('2026-10-04T13:30:00Z', 'Australia/Adelaide')).toBe('2026-10-05');
    expect(calendarDateIn('2026-04-05T14:29:59Z', 'Australia/Adelaide')).toBe('2026-04-05');
    expect(calendarDateIn('2026-04-05T14:30:00Z', 'Australia/Adelaide')).toBe('2026-04-06');
  });

  it('leaves Brisbane, Darwin and Perth where they are when the south changes its clocks', () => {
    expect(calendarDateIn('2026-10-04T13:30:00Z', 'Australia/Brisbane')).toBe('2026-10-04');
    expect(calendarDateIn('2026-10-04T14:00:00Z', 'Australia/Brisbane')).toBe('2026-10-05');
    expect(calendarDateIn('2026-10-04T14:00:00Z', 'Australia/Darwin')).toBe('2026-10-04');
    expect(calendarDateIn('2026-10-04T14:30:00Z', 'Australia/Darwin')).toBe('2026-10-05');
    expect(calendarDateIn('2026-10-04T15:59:59Z', 'Australia/Perth')).toBe('2026-10-04');
    expect(calendarDateIn('2026-10-04T16:00:00Z', 'Australia/Perth')).toBe('2026-10-05');
  });
});

describe('dateOrInstant', () => {
  const schema = dateOrInstant('Please enter a valid date');
  it.each(['2026-11-24', '2026-11-24T23:00:00Z', '2026-11-25T10:00:00+11:00', '2026-11-24T23:00:00.123Z'])('takes %s', (value) => {
    expect(schema.parse(value)).toBe(value);
  });
  it.each(['2026-02-30', '24/11/2026', '2026-11-24T23:00:00', 'tomorrow', '2026-11-24 23:00'])('refuses %s', (value) => {
    expect(schema.safeParse(value).error?.issues[0]?.message).toBe('Please enter a valid date');
  });
});

describe('the days a date field takes', () => {
  const dueDate = dateOrInstant('Please enter a valid due date');
  it.each(['0020-02-29', '0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31T23:00:00Z'])("refuses %s, a day no document is dated, saying which years it takes", (value) => {
    expect(dueDate.safeParse(value).error?.issues[0]?.message).toBe('Please enter a valid due date: from 2000 to 2100');
  });
  it.each(['2000-01-01', '2100-12-31', '2000-02-29', '2100-12-31T23:59:59-12:00', ' 2026-11-24 '])('takes %s', (value) => {
    expect(dueDate.parse(value)).toBe(value.trim());
  });
  it('takes a payment from 1900 on, naming which end a day is past', () => {
    const paid = dateOrInstant({ invalid: 'Bad date', tooEarly: 'Too early', tooLate: 'Too late' }, PAYMENT_DAYS);
    expect(paid.parse('1900-01-01')).toBe('1900-01-01');
    expect(paid.safeParse('1899-12-31').error?.issues[0]?.message).toBe('Too early');
    expect(paid.safeParse('2101-01-01').error?.issues[0]?.message).toBe('Too late');
    expect(paid.safeParse('1900-02-29').error?.issues[0]?.message).toBe('Bad date');
  });
  it('takes only a plain date where an instant means nothing (the books)', () => {
    const from = calendarDate('Enter the start date');
    expect(from.parse('2026-07-01')).toBe('2026-07-01');
    expect(from.safeParse('2026-07-01T00:00:00Z').success).toBe(false);
  });
});
