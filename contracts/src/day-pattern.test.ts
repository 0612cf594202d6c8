import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { dayPattern } from './day-pattern.ts';

const matcher = (from: string, to: string) => new RegExp(`^(?:${dayPattern({ from, to })})$`);

describe('dayPattern', () => {
  it('matches every day of a range and nothing either side', () => {
    for (const [from, to] of [
      ['1900-01-01', '2026-11-27'],
      ['2000-01-01', '2100-12-31'],
      ['1900-01-02', '2026-02-28'],
      ['2024-02-10', '2024-03-01'],
      ['2026-11-27', '2026-11-27'],
    ] as const) {
      const days = matcher(from, to);
      for (let day = addDays(from, -400); day <= addDays(to, 400); day = addDays(day, day < addDays(from, 40) || day > addDays(to, -40) ? 1 : 13)) {
        expect(days.test(day), `${day} in ${from}..${to}`).toBe(day >= from && day <= to);
      }
    }
  });

  it('knows the 29 Februaries: 2000 and 2024 have one, 1900 and 2100 none', () => {
    const days = matcher('1900-01-01', '2100-12-31');
    expect(['2000-02-29', '2024-02-29', '1904-02-29'].every((day) => days.test(day))).toBe(true);
    expect(['1900-02-29', '2100-02-29', '2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '0020-02-29'].some((day) => days.test(day))).toBe(false);
  });

  it('is short enough to read in an API document', () => {
    expect(dayPattern({ from: '1900-01-01', to: '2026-11-27' }).length).toBeLessThan(1500);
  });
});
