/**
 * How many days a business gives its clients to pay, read from the payment terms it wrote
 * ("Payment due within 7 days of job completion." → 7), so an invoice is due when the
 * business says it is rather than on a fixed 14 days.
 *
 * Read conservatively: only one unambiguous span of calendar days counts. Terms that
 * name business or working days, a month's end, or two different spans give null, and the
 * invoice falls back to the default, `INVOICE_DUE_DAYS`.
 */
import { INVOICE_DUE_DAYS } from './money.ts';

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  'twenty-one': 21,
  'twenty one': 21,
  'twenty-eight': 28,
  'twenty eight': 28,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};

/** The longest span terms may name: a year. */
const MAX_DAYS = 365;

const WORD = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** `7 days`, `seven days`, `14-day`, `2 weeks`, `net 30`, `a fortnight`. */
const SPAN = new RegExp(`\\b(?:(\\d{1,3}|${WORD})[\\s-]*(days?|weeks?)\\b|net\\s*(\\d{1,3})\\b|(a|one|two)\\s+fortnights?\\b)`, 'gi');
/** Spans that are not calendar days from the invoice, which this does not try to count. */
const NOT_CALENDAR_DAYS = /\b(?:business|working|banking|trading)\s+days?\b|\bend\s+of\s+(?:the\s+)?month\b|\beom\b|\bfollowing\s+month\b/i;

function amount(text: string): number {
  return /^\d+$/.test(text) ? Number(text) : (NUMBER_WORDS[text.toLowerCase()] ?? Number.NaN);
}

function spanDays(match: RegExpMatchArray): number {
  const [, count, unit, net, fortnights] = match;
  if (net) return Number(net);
  if (fortnights) return 14 * (fortnights.toLowerCase() === 'two' ? 2 : 1);
  return amount(count!) * (unit!.toLowerCase().startsWith('week') ? 7 : 1);
}

/** The days the terms give to pay, or null when they name none (or not plainly). */
export function dueDaysInTerms(terms: string | null | undefined): number | null {
  if (!terms || NOT_CALENDAR_DAYS.test(terms)) return null;
  const spans = new Set([...terms.matchAll(SPAN)].map(spanDays));
  if (spans.size !== 1) return null;
  const [days] = spans;
  return Number.isInteger(days) && days! >= 1 && days! <= MAX_DAYS ? days! : null;
}

/** The days an invoice is given: the terms' own when they name them, else `INVOICE_DUE_DAYS`. */
export function invoiceDueDays(terms: string | null | undefined): number {
  return dueDaysInTerms(terms) ?? INVOICE_DUE_DAYS;
}
