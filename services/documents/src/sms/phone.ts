/**
 * Which numbers Cobber texts: mobiles of the countries it
 * serves — Australia only — checked against libphonenumber's mobile ranges, never a
 * premium, landline or foreign number a fraudster shares revenue on.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';

/** The countries whose mobiles Cobber texts. */
export const SMS_COUNTRIES: readonly CountryCode[] = ['AU'];

export const SMS_NUMBER_MESSAGE = 'Enter an Australian mobile number, e.g. 0412 345 678 or +61 412 345 678';

/** The number in E.164 (`+61412345678`) when Cobber may text it, else null. */
export function smsNumber(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed, 'AU');
  if (!parsed?.isValid() || !parsed.country || !SMS_COUNTRIES.includes(parsed.country)) return null;
  return parsed.number;
}
