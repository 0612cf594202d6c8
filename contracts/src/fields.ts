import { z } from 'zod';

/** An optional text field: trimmed; an empty string or null means "not set" (null). */
export function optionalText(max: number, tooLong = `Must be at most ${max} characters`) {
  return z
    .string()
    .max(max, tooLong)
    .trim()
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An optional email: empty means not set; anything else must be an email. */
export function optionalEmail(message: string) {
  return z
    .string()
    .max(254, message)
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email(message).nullable());
}

/** A required email with its two messages, as the New Client form words them. */
export function requiredEmail(missing: string, invalid: string) {
  return z.string(missing).max(254, invalid).trim().min(1, missing).pipe(z.email(invalid));
}

export const Timestamp = z.iso.datetime({ offset: true });

/** The least digits a document number shows: `INV-0001`; a larger number shows whole. */
export const DOCUMENT_NUMBER_DIGITS = 4;

/** A per-business sequence number for people: `('INV', 1)` → `INV-0001`. */
export function documentNumber(prefix: string, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Not a document number: ${n}`);
  return `${prefix}-${String(n).padStart(DOCUMENT_NUMBER_DIGITS, '0')}`;
}

/**
 * The fields people type paragraphs into (the app's text areas), by their own key wherever
 * they sit (`items.0.description` is a `description`): line breaks and tabs are theirs. Any
 * other text is one line, and no text holds another control character.
 */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  'address',
  'aiSummary',
  'description',
  'detailedDescription',
  'jobDescription',
  'message',
  'messageTemplate',
  'notes',
  'paymentTerms',
  'quoteFooterNotes',
  'quoteTerms',
]);

/** The control characters a text may not hold: all of them in one line, all but line breaks and tabs in a text area. */
const ONE_LINE_CONTROLS = '\\u0000-\\u001f\\u007f';
const TEXT_AREA_CONTROLS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f';

/**
 * What a text field is held to, as a regular expression (the API document's pattern): no
 * control character but a text area's, and something besides spaces when it is required
 * (a required text is trimmed before it is checked).
 */
export function textPattern({ multiLine, required }: { multiLine: boolean; required: boolean }): string {
  const controls = multiLine ? TEXT_AREA_CONTROLS : ONE_LINE_CONTROLS;
  return required ? `^[^${controls}]*[^\\s${controls}][^${controls}]*$` : `^[^${controls}]*$`;
}
