// The card form formats as the client types on a phone's number pad: the
// number in groups, the expiry with its "/" put in for them (a number pad has no "/").
// Each formatter takes what the field holds now and what it held before the keystroke.

const MAX_CARD_DIGITS = 19;
/** American Express: 15 digits, printed 4-6-5 on the card. */
const AMEX = { starts: /^3[47]/, groups: [4, 6, 5] };

/** The digits of what was typed, whatever else came with them. */
export const digitsIn = (text: string) => text.replace(/\D/g, '');

function grouped(digits: string, sizes: number[]): string {
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(' ');
}

/** `4242424242424242` → `4242 4242 4242 4242`; Amex as `3782 822463 10005`; at most 19 digits. */
export function formatCardNumber(typed: string): string {
  const digits = digitsIn(typed);
  if (AMEX.starts.test(digits)) return grouped(digits.slice(0, 15), AMEX.groups);
  return grouped(digits.slice(0, MAX_CARD_DIGITS), Array<number>(Math.ceil(MAX_CARD_DIGITS / 4)).fill(4));
}

/** A month and year already written with a separator, as pasted or autofilled: `1/28`, `12 / 2028`. */
const WRITTEN_EXPIRY = /^\s*(\d{1,2})\s*[/\-.\s]\s*(\d{2}|\d{4})\s*$/;
/** A month of one digit closed by the client's own separator: `1/`. */
const SHORT_MONTH = /^\s*([1-9])\s*[/\-.\s]\s*$/;

/**
 * `1228` → `12/28`, `12` → `12/` while typing (but `12` when the "/" was just deleted, so
 * backspace gets past it), `4` → `04/` (no month starts with 4), `13` → `01/3`.
 */
export function formatExpiry(typed: string, before = ''): string {
  const written = WRITTEN_EXPIRY.exec(typed);
  if (written) return `${written[1]!.padStart(2, '0')}/${written[2]!.slice(-2)}`;
  const shortMonth = SHORT_MONTH.exec(typed);
  if (shortMonth) return `0${shortMonth[1]}/`;
  let digits = digitsIn(typed);
  // A first digit that cannot start a two-digit month is the month itself.
  if (/^[2-9]/.test(digits) || /^1[3-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  const [month, year] = [digits.slice(0, 2), digits.slice(2)];
  if (year) return `${month}/${year}`;
  // The client just deleted the "/": putting it back would trap the backspace there.
  const slashDeleted = typed.length < before.length && !typed.includes('/');
  return slashDeleted ? month : `${month}/`;
}

/** The security code: digits only, at most 4 (Amex has 4). */
export function formatCvc(typed: string): string {
  return digitsIn(typed).slice(0, 4);
}

/** Where the caret belongs in `formatted` so that `digitsBefore` digits stay before it. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let at = 0; at < formatted.length; at++) {
    if (/\d/.test(formatted[at]!) && ++seen === digitsBefore) return at + 1;
  }
  return formatted.length;
}

export type Formatter = (typed: string, before: string) => string;

/** A field's value after a keystroke or a paste, and where its caret goes. */
export interface FieldEdit {
  value: string;
  caret: number;
}

/**
 * One edit of a formatted field: `typed` is what the field holds with the caret at
 * `caret`, `before` what it held. At the end the caret stays at the end; inside, it stays
 * after the same digits, and a backspace on a space or "/" the form put there takes the
 * digit before it (the space would only come back).
 */
export function applyEdit(format: Formatter, typed: string, before: string, caret: number): FieldEdit {
  if (caret >= typed.length) {
    const value = format(typed, before);
    return { value, caret: value.length };
  }
  let text = typed;
  let at = caret;
  const separatorDeleted = typed.length === before.length - 1 && digitsIn(typed) === digitsIn(before);
  if (separatorDeleted && at > 0) {
    text = typed.slice(0, at - 1) + typed.slice(at);
    at -= 1;
  }
  const value = format(text, before);
  return { value, caret: caretAfterDigits(value, digitsIn(text.slice(0, at)).length) };
}
