import { z } from 'zod';

/**
 * Australian Business Number and BSB rules.
 * A valid checksum does not prove the ABN is active; ABN Lookup tells that.
 */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

function abnDigits(abn: string): string {
  return abn.replace(/\s+/g, '');
}

export function isValidAbn(abn: string): boolean {
  const digits = abnDigits(abn);
  if (!/^\d{11}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) {
    const digit = Number(digits[i]) - (i === 0 ? 1 : 0);
    sum += digit * ABN_WEIGHTS[i]!;
  }
  return sum % 89 === 0;
}

export const ABN_MESSAGE = 'Please enter a valid 11-digit ABN';

/**
 * An optional ABN as a business or a client types it: empty means none, else 11 digits that
 * pass the checksum. Digits and spaces only, as the API document says; the checksum, which
 * no pattern can hold, is the rule's.
 */
export const optionalAbn = z
  .string()
  .max(14, 'Must be at most 14 characters')
  .regex(/^[\d\s]*$/, ABN_MESSAGE)
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isValidAbn(value), ABN_MESSAGE);

/** The 11 digits alone, as an e-invoice names the business: `53 004 085 616` → `53004085616`. */
export function abnDigitsOnly(abn: string): string {
  return abnDigits(abn);
}

/** `53004085616` → `53 004 085 616`. */
export function formatAbn(abn: string): string {
  const d = abnDigits(abn);
  return d.length === 11 ? `${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)} ${d.slice(8)}` : abn;
}

export const BSB_PATTERN = /^\d{3}-\d{3}$/;

export function isValidBsb(bsb: string): boolean {
  return BSB_PATTERN.test(bsb);
}
