import { AUSTRALIAN_TIME_ZONE, type TimeZone } from './dates.ts';

/** How the settings screens name each zone: by the state or territory that keeps it. */
export const TimeZoneLabels: Record<TimeZone, string> = {
  'Australia/Sydney': 'New South Wales & ACT (Sydney)',
  'Australia/Melbourne': 'Victoria (Melbourne)',
  'Australia/Brisbane': 'Queensland (Brisbane)',
  'Australia/Adelaide': 'South Australia (Adelaide)',
  'Australia/Darwin': 'Northern Territory (Darwin)',
  'Australia/Perth': 'Western Australia (Perth)',
  'Australia/Hobart': 'Tasmania (Hobart)',
};

const zoneOfState: Record<string, TimeZone> = {
  NSW: 'Australia/Sydney',
  'NEW SOUTH WALES': 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  'AUSTRALIAN CAPITAL TERRITORY': 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  VICTORIA: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  QUEENSLAND: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  'SOUTH AUSTRALIA': 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  'NORTHERN TERRITORY': 'Australia/Darwin',
  WA: 'Australia/Perth',
  'WESTERN AUSTRALIA': 'Australia/Perth',
  TAS: 'Australia/Hobart',
  TASMANIA: 'Australia/Hobart',
};

/** Australia Post's postcode ranges, by first digit; 0 is the NT, except 02xx (ACT). */
function zoneOfPostcode(postcode: string): TimeZone | null {
  const code = Number(postcode);
  if (code >= 200 && code <= 299) return 'Australia/Sydney';
  if (code >= 800 && code <= 999) return 'Australia/Darwin';
  const byFirstDigit: Record<string, TimeZone> = {
    '1': 'Australia/Sydney',
    '2': 'Australia/Sydney',
    '3': 'Australia/Melbourne',
    '4': 'Australia/Brisbane',
    '5': 'Australia/Adelaide',
    '6': 'Australia/Perth',
    '7': 'Australia/Hobart',
    '8': 'Australia/Melbourne',
    '9': 'Australia/Brisbane',
  };
  return byFirstDigit[postcode[0]!] ?? null;
}

const states = Object.keys(zoneOfState)
  .sort((a, b) => b.length - a.length)
  .join('|');
const country = String.raw`(?:[\s,]+australia)?[\s.,]*$`;
/** "… Perth WA 6000", "Hobart, Tasmania", "Darwin NT 0800, Australia": the state near the end. */
const stateAtEnd = new RegExp(String.raw`\b(${states})\.?[\s,]*(\d{4})?${country}`, 'i');
/** "… Fremantle 6160": only a postcode at the end. */
const postcodeAtEnd = new RegExp(String.raw`\b(\d{4})${country}`, 'i');
/** Failing both, a state written in capitals anywhere ("Unit 2, Perth WA, near the station"). */
const stateAnywhere = new RegExp(String.raw`\b(NSW|ACT|VIC|QLD|SA|NT|WA|TAS)\b`, 'g');

/**
 * The time zone a business most likely keeps, from its address as typed: its state or
 * territory (by name or abbreviation), else its postcode; Sydney when neither is there.
 */
export function timeZoneOfAddress(address: string | null | undefined): TimeZone {
  if (!address) return AUSTRALIAN_TIME_ZONE;
  const state = stateAtEnd.exec(address);
  if (state) return zoneOfState[state[1]!.toUpperCase()]!;
  const postcode = postcodeAtEnd.exec(address);
  const byPostcode = postcode ? zoneOfPostcode(postcode[1]!) : null;
  if (byPostcode) return byPostcode;
  const capitals = [...address.matchAll(stateAnywhere)].at(-1);
  return capitals ? zoneOfState[capitals[1]!]! : AUSTRALIAN_TIME_ZONE;
}
