import { describe, expect, it } from 'vitest';
import { AUSTRALIAN_TIME_ZONES } from './dates.ts';
import { timeZoneOfAddress, TimeZoneLabels } from './time-zones.ts';

describe('timeZoneOfAddress', () => {
  it.each([
    ['12 Hay St, Perth WA 6000', 'Australia/Perth'],
    ['3/45 Smith Street, Fitzroy VIC 3065', 'Australia/Melbourne'],
    ['1 Queen St, Brisbane City QLD 4000, Australia', 'Australia/Brisbane'],
    ['9 King William St, Adelaide SA 5000', 'Australia/Adelaide'],
    ['21 Mitchell St, Darwin NT 0800', 'Australia/Darwin'],
    ['5 Elizabeth St, Hobart TAS 7000', 'Australia/Hobart'],
    ['2 Bunda St, Canberra ACT 2601', 'Australia/Sydney'],
    ['77 Crown St, Wollongong NSW 2500', 'Australia/Sydney'],
    ['8 victoria park rd, kelmscott wa', 'Australia/Perth'],
    ['14 Salamanca Pl, Hobart, Tasmania', 'Australia/Hobart'],
    ['100 Victoria St, Townsville, Queensland 4810', 'Australia/Brisbane'],
    ['Shop 2, Fremantle 6160', 'Australia/Perth'],
    ['Lot 4 Stuart Hwy, Alice Springs 0870', 'Australia/Darwin'],
    ['Unit 2, Perth WA, near the station', 'Australia/Perth'],
  ])('%s → %s', (address, zone) => {
    expect(timeZoneOfAddress(address)).toBe(zone);
  });

  it.each([null, '', 'Somewhere out the back', '12 Long Rd, Auckland 1010, New Zealand'])('falls back to Sydney for %j', (address) => {
    expect(timeZoneOfAddress(address)).toBe('Australia/Sydney');
  });
});

describe('TimeZoneLabels', () => {
  it('names every zone by its state', () => {
    expect(Object.keys(TimeZoneLabels).sort()).toEqual([...AUSTRALIAN_TIME_ZONES].sort());
    expect(TimeZoneLabels['Australia/Perth']).toBe('Western Australia (Perth)');
  });
});
