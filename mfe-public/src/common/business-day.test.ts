import { describe, expect, it } from 'vitest';
import { businessDay } from './business-day.ts';

describe('businessDay', () => {
  it('prints the day it was for the business, in its own time zone', () => {
    // 01:00 on 2 July in Sydney is still 23:00 on 1 July in Perth.
    expect(businessDay('2025-07-01T15:00:00Z', 'Australia/Sydney')).toBe('2 Jul 2025');
    expect(businessDay('2025-07-01T15:00:00Z', 'Australia/Perth')).toBe('1 Jul 2025');
    expect(businessDay('2025-07-01T15:00:00Z', undefined)).toBe('2 Jul 2025');
  });
});
