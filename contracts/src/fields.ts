import { z } from 'zod';

/** An optional text field: trimmed; an empty string or null means "not set" (null). */
export function optionalText(max: number, tooLong = `Must be at most ${max} characters`) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An optional email: empty means not set; anything else must be an email. */
export function optionalEmail(message: string) {
  return z
    .string()
    .trim()
    .max(254, message)
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email(message).nullable());
}

/** A required email with the spec's two messages (§5 "New client"). */
export function requiredEmail(missing: string, invalid: string) {
  return z.string(missing).trim().min(1, missing).max(254, invalid).pipe(z.email(invalid));
}

export const Timestamp = z.iso.datetime({ offset: true });

/** A per-business sequence number for people (DESIGN.md §3): `('INV', 1)` → `INV-0001`. */
export function documentNumber(prefix: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a document number: ${n}`);
  return `${prefix}-${String(n).padStart(4, '0')}`;
}
