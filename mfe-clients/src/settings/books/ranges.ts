import { apiPath } from '@cobber/web';
import { basQuarter, basQuarterOf, bookFileName, monthOf, previousBasQuarter, type BasQuarter, type BookRange, type IsoDate } from '@cobber/contracts';

/** The ranges the export screen offers: this month, the last full BAS quarter, or the owner's own days. */
export type RangeChoice = 'month' | 'quarter' | 'custom';

export const RANGE_CHOICES: { value: RangeChoice; label: string }[] = [
  { value: 'month', label: 'This month' },
  { value: 'quarter', label: 'Last quarter' },
  { value: 'custom', label: 'Custom' },
];

/** The days of a choice, on the business's `today`. */
export function rangeOf(choice: Exclude<RangeChoice, 'custom'>, today: IsoDate): BookRange {
  if (choice === 'month') return monthOf(today);
  const { from, to } = previousBasQuarter(basQuarterOf(today));
  return { from, to };
}

const inRange = (range: BookRange) => ({ query: { from: range.from, to: range.to } });

/** The three downloads of a range: where each is and the name it is saved under. */
export function exportDownloads(range: BookRange) {
  return [
    { key: 'xero', label: 'Xero invoices (CSV)', href: apiPath('GET /api/exports/xero/invoices.csv', inRange(range)), filename: bookFileName('xero-invoices', range) },
    { key: 'myob', label: 'MYOB invoices (TXT)', href: apiPath('GET /api/exports/myob/invoices.txt', inRange(range)), filename: bookFileName('myob-invoices', range) },
    { key: 'payments', label: 'Payments received (CSV)', href: apiPath('GET /api/exports/payments.csv', inRange(range)), filename: bookFileName('payments', range) },
  ] as const;
}

/**
 * The BAS quarters to pick from: the one `today` is in, then the ones before it, newest
 * first (a BAS is lodged for a quarter after it ends; the current one shows how it goes).
 */
export function recentQuarters(today: IsoDate, count = 8): BasQuarter[] {
  const quarters = [basQuarterOf(today)];
  while (quarters.length < count) quarters.push(previousBasQuarter(quarters.at(-1)!));
  return quarters;
}

/** A quarter's key in a picker: `2027-2` is Oct–Dec 2026 (the second of FY2027). */
export const quarterKey = (quarter: Pick<BasQuarter, 'financialYear' | 'number'>) => `${quarter.financialYear}-${quarter.number}`;

export function quarterOfKey(key: string): BasQuarter | null {
  const match = /^(\d{4})-([1-4])$/.exec(key);
  return match ? basQuarter(Number(match[1]), Number(match[2]) as 1 | 2 | 3 | 4) : null;
}

/** `2026-10-01` → `1 Oct 2026`: a calendar date as every screen writes it. */
export { displayDay } from '@cobber/contracts';
