import { formatMoney } from './money.ts';

/**
 * What a tradie types into a list's search, read once (searched on the server):
 * words for names and titles, and what the same text may mean as a
 * document number (Q-0002, "q2", "0002", INV-0001, REC-0003) or an amount ("827.75",
 * "$827", "827").
 */
export interface SearchTerms {
  /** Lower case, trimmed: looked for inside names, titles and emails. */
  words: string;
  /** The number typed and the letters before it ("q2" → q, 2; "0002" → no letters, 2). */
  number: { letters: string; value: number } | null;
  /**
   * The amounts it may be, as a range of money on the wire: the same whole dollars, with
   * the cents typed so far ("827" is 827.00 up to 828.00, "827.7" 827.70 up to 827.80).
   */
  amount: { from: string; below: string } | null;
}

// Letters before the digits that name a document: any start of "q", "inv" or "rec".
const NUMBERED = /^([a-z]*)[\s-]*(\d{1,9})$/;
// Dollars with or without thousands commas, then up to two decimals; no leading zeros.
const AMOUNT = /^\$?\s*((?:[1-9]\d{0,2}(?:,\d{3})+)|[1-9]\d*|0)(?:\.(\d{0,2}))?$/;
// More whole dollars than any amount Cobber keeps (numeric(12,2)) cannot match one.
const MOST_DOLLAR_DIGITS = 10;

export function searchTerms(search: string): SearchTerms {
  const words = search.trim().toLowerCase();
  const numbered = NUMBERED.exec(words);
  return {
    words,
    number: numbered ? { letters: numbered[1]!, value: Number(numbered[2]) } : null,
    amount: amountRange(AMOUNT.exec(words)),
  };
}

function amountRange(match: RegExpExecArray | null): SearchTerms['amount'] {
  if (!match) return null;
  const dollars = match[1]!.replaceAll(',', '');
  if (dollars.length > MOST_DOLLAR_DIGITS) return null;
  const cents = match[2] ?? '';
  const from = Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
  const step = [100, 10, 1][cents.length]!;
  return { from: formatMoney(from), below: formatMoney(from + step) };
}

/**
 * The document number the search names when its letters start that document's prefix:
 * "q2" and "0002" are quote 2 (prefix "q"), "inv1" invoice 1, "2" any of them.
 */
export function documentNumberSearched(terms: SearchTerms, prefix: 'q' | 'inv' | 'rec'): number | null {
  return terms.number !== null && prefix.startsWith(terms.number.letters) ? terms.number.value : null;
}

// What a phone search may hold besides digits: the spaces, brackets, dashes, dots and
// leading + people type numbers with.
const PHONE_LIKE = /^[\d\s()+.-]*\d[\d\s()+.-]*$/;

/**
 * A phone number's digits, however it was spaced, with Australia's +61 written as the
 * leading 0 a tradie dials: "+61 423 111 222" and "(0423) 111-222" both give "0423111222".
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+61') ? `0${digits.slice(2)}` : digits;
}

/** The digits a search looks for in phone numbers, or null when it is not a phone number. */
export function phoneSearched(search: string): string | null {
  const wanted = search.trim();
  return PHONE_LIKE.test(wanted) ? phoneDigits(wanted) : null;
}
