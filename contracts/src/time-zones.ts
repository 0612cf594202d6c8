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

/** Australia Post's postcode ranges by first digit (8xxx and 9xxx are VIC and QLD post boxes). */
const zoneOfPostcodeDigit: Record<string, TimeZone> = {
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

/** 02xx is the ACT and 08xx–09xx the NT; other postcodes go by their first digit. */
function zoneOfPostcode(postcode: string): TimeZone | null {
  const code = Number(postcode);
  if (code >= 200 && code <= 299) return 'Australia/Sydney';
  if (code >= 800 && code <= 999) return 'Australia/Darwin';
  return zoneOfPostcodeDigit[postcode[0]!] ?? null;
}

const states = Object.keys(zoneOfState)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** "… Perth WA 6000", "Hobart, Tasmania", "Darwin NT 0800": the state at the end, then perhaps a postcode. */
const stateAtEnd = new RegExp(String.raw`\b(${states})\.?(?:[\s,]+(\d{4}))?$`, 'i');
/** "… Fremantle 6160": only a postcode at the end. */
const postcodeAtEnd = /\b(\d{4})$/;
/** Failing both, a state written in capitals anywhere ("Unit 2, Perth WA, near the station"). */
const stateAnywhere = /\b(NSW|ACT|VIC|QLD|SA|NT|WA|TAS)\b/g;

/** The address without what may trail it: punctuation, spaces and the country. */
function addressEnd(address: string): string {
  return address
    .trim()
    .replace(/[\s.,]*australia$/i, '')
    .replace(/[\s.,]+$/, '');
}

/**
 * The time zone a business most likely keeps, from its address as typed: its state or
 * territory (by name or abbreviation), else its postcode; Sydney when neither is there.
 */
export function timeZoneOfAddress(address: string | null | undefined): TimeZone {
  if (!address) return AUSTRALIAN_TIME_ZONE;
  const end = addressEnd(address);
  const state = stateAtEnd.exec(end);
  if (state) return zoneOfState[state[1]!.toUpperCase()]!;
  const postcode = postcodeAtEnd.exec(end);
  const byPostcode = postcode ? zoneOfPostcode(postcode[1]!) : null;
  if (byPostcode) return byPostcode;
  const capitals = [...address.matchAll(stateAnywhere)].at(-1);
  return capitals ? zoneOfState[capitals[1]!]! : AUSTRALIAN_TIME_ZONE;
}
