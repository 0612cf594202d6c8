import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import {
  australianDate,
  basQuarter,
  basQuarterOf,
  BookRange,
  bookFileName,
  BooksMessages,
  daysInRange,
  GstReportQuery,
  monthOf,
  previousBasQuarter,
} from './books.ts';

const problems = (query: unknown) => {
  const parsed = BookRange.safeParse(query);
  return parsed.success ? null : fieldErrors(parsed.error);
};

describe('a range of days for the books', () => {
  it('takes two calendar dates, both counted, up to 400 days', () => {
    expect(BookRange.parse({ from: '2026-10-01', to: '2026-12-31' })).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(daysInRange('2026-10-01', '2026-12-31')).toBe(92);
    expect(problems({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(problems({ from: '2025-07-01', to: '2026-08-04' })).toBeNull(); // 400 days
    expect(problems({ from: '2025-07-01', to: '2026-08-05' })).toEqual({ to: BooksMessages.tooLong });
  });

  it('names the field at fault', () => {
    expect(problems({})).toEqual({ from: BooksMessages.from, to: BooksMessages.to });
    expect(problems({ from: '2026-13-01', to: '2026-12-31' })).toEqual({ from: BooksMessages.from });
    expect(problems({ from: '2026-10-01', to: '31/12/2026' })).toEqual({ to: BooksMessages.to });
    expect(problems({ from: '2026-10-01', to: '2026-09-30' })).toEqual({ to: BooksMessages.toBeforeFrom });
    expect(problems({ from: ['2026-10-01', '2026-10-02'], to: '2026-12-31' })).toEqual({ from: BooksMessages.from });
  });

  it('takes a basis for the GST report, or none', () => {
    expect(GstReportQuery.parse({ from: '2026-10-01', to: '2026-12-31' }).basis).toBeUndefined();
    expect(GstReportQuery.parse({ from: '2026-10-01', to: '2026-12-31', basis: 'accrual' }).basis).toBe('accrual');
    expect(GstReportQuery.safeParse({ from: '2026-10-01', to: '2026-12-31', basis: 'monthly' }).success).toBe(false);
    expect(GstReportQuery.safeParse({ from: '2026-10-01', to: '2026-09-01', basis: 'cash' }).success).toBe(false);
  });
});

describe('dates and names of the books', () => {
  it('writes dates day first, as Xero and MYOB read them for an Australian business', () => {
    expect(australianDate('2026-10-01')).toBe('01/10/2026');
  });

  it('names each file for what it holds', () => {
    const range = { from: '2026-10-01', to: '2026-12-31' };
    expect(bookFileName('xero-invoices', range)).toBe('cobber-xero-invoices-2026-10-01-to-2026-12-31.csv');
    expect(bookFileName('myob-invoices', range)).toBe('cobber-myob-invoices-2026-10-01-to-2026-12-31.txt');
    expect(bookFileName('payments', range)).toBe('cobber-payments-2026-10-01-to-2026-12-31.csv');
  });

  it('knows the month a day is in, leap years too', () => {
    expect(monthOf('2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('knows the BAS quarters of a financial year (1 July to 30 June)', () => {
    expect(basQuarter(2027, 1)).toMatchObject({ from: '2026-07-01', to: '2026-09-30', label: 'Jul–Sep 2026' });
    expect(basQuarter(2027, 2)).toMatchObject({ from: '2026-10-01', to: '2026-12-31', label: 'Oct–Dec 2026' });
    expect(basQuarter(2027, 3)).toMatchObject({ from: '2027-01-01', to: '2027-03-31', label: 'Jan–Mar 2027' });
    expect(basQuarter(2027, 4)).toMatchObject({ from: '2027-04-01', to: '2027-06-30', label: 'Apr–Jun 2027' });
    expect(basQuarterOf('2026-11-23')).toMatchObject({ financialYear: 2027, number: 2 });
    expect(basQuarterOf('2026-07-01')).toMatchObject({ financialYear: 2027, number: 1 });
    expect(basQuarterOf('2026-06-30')).toMatchObject({ financialYear: 2026, number: 4 });
    expect(basQuarterOf('2027-01-01')).toMatchObject({ financialYear: 2027, number: 3 });
    expect(previousBasQuarter(basQuarter(2027, 1))).toMatchObject({ from: '2026-04-01', to: '2026-06-30' });
    expect(previousBasQuarter(basQuarter(2027, 3))).toMatchObject({ from: '2026-10-01', to: '2026-12-31' });
  });
});
