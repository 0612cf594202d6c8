/**
 * The books: what Cobber hands a tradie's bookkeeper — Xero's and MYOB's
 * import files, the payments received, and the two GST figures of the BAS (G1, 1A) —
 * each for a range of the business's calendar days.
 */
import { z } from 'zod';
import { addDays, calendarDate, IsoDate } from './dates.ts';
import { MoneyString } from './money-fields.ts';

/** How a business reports GST on its BAS (ATO): as it is paid, or as it is invoiced. */
export const GstBasis = z.enum(['cash', 'accrual'], 'Choose cash or accrual');
export type GstBasis = z.infer<typeof GstBasis>;

export const DEFAULT_GST_BASIS: GstBasis = 'cash';
/** Sales in Xero's default chart of accounts. */
export const DEFAULT_XERO_ACCOUNT_CODE = '200';
/** Income in MYOB AccountRight's default Australian chart. */
export const DEFAULT_MYOB_ACCOUNT_NUMBER = '4-1000';

export const BooksMessages = {
  from: 'Enter the start date as YYYY-MM-DD',
  to: 'Enter the end date as YYYY-MM-DD',
  toBeforeFrom: 'The end date is before the start date',
  tooLong: 'Choose at most 400 days',
  xeroAccountCode: 'An account code is up to 10 letters or digits, like 200',
  myobAccountNumber: 'An account number is 5 digits, like 4-1000',
  tooManyForXero: 'Xero imports at most 500 invoices a file: choose a shorter range',
} as const;

/** The longest range a file or a report covers: a financial year and a bit. */
export const MAX_RANGE_DAYS = 400;
/** Xero's import takes at most this many invoices a file (Xero Central, "Import invoices"). */
export const XERO_MAX_INVOICES = 500;

/** Xero's codes are short, like `200` or `SALES`. */
export const XeroAccountCode = z
  .string(BooksMessages.xeroAccountCode)
  .regex(/^ *[A-Za-z0-9]{1,10} *$/, BooksMessages.xeroAccountCode)
  .trim();

/** AccountRight's account numbers: 5 digits, perhaps a separator after the first (`4-1000`). */
export const MyobAccountNumber = z
  .string(BooksMessages.myobAccountNumber)
  .regex(/^ *\d-?\d{4} *$/, BooksMessages.myobAccountNumber)
  .trim();

/** Days from one date to another, both counted: 2026-10-01 to 2026-12-31 is 92. */
export function daysInRange(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const rangeFields = {
  from: calendarDate(BooksMessages.from),
  to: calendarDate(BooksMessages.to),
};

/** `to` before `from`, or a range past 400 days: named on `to`, the end a person moves. */
function checkRange(range: { from: IsoDate; to: IsoDate }, ctx: z.RefinementCtx): void {
  // A bad date is already named; its range means nothing.
  if (!IsoDate.safeParse(range.from).success || !IsoDate.safeParse(range.to).success) return;
  if (range.to < range.from) ctx.addIssue({ code: 'custom', path: ['to'], message: BooksMessages.toBeforeFrom });
  else if (daysInRange(range.from, range.to) > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: BooksMessages.tooLong });
}

/** A range of the business's calendar days, both ends included: `?from=2026-10-01&to=2026-12-31`. */
export const BookRange = z.object(rangeFields).superRefine(checkRange);
export type BookRange = z.infer<typeof BookRange>;

/** `GET /api/reports/gst`: a range, and the basis (the business's own setting when left out). */
export const GstReportQuery = z.object({ ...rangeFields, basis: GstBasis.optional() }).superRefine(checkRange);
export type GstReportQuery = z.infer<typeof GstReportQuery>;

/** An invoice issued in the period: what the accruals basis counts. */
export const GstInvoice = z.object({
  id: z.uuid(),
  invoiceNumber: z.string(),
  /** The day it was made, in the business's time zone (its "Date of issue"). */
  issueDate: IsoDate,
  clientName: z.string(),
  status: z.enum(['draft', 'sent', 'paid']),
  /** Including GST. */
  total: MoneyString,
  gst: MoneyString,
});
export type GstInvoice = z.infer<typeof GstInvoice>;

/** A payment received in the period (a receipt): what the cash basis counts. */
export const GstPayment = z.object({
  receiptId: z.uuid(),
  receiptNumber: z.string(),
  paymentDate: IsoDate,
  /** The invoice it paid, or null: a deposit on a quote not yet invoiced, or a receipt of no document. */
  invoiceNumber: z.string().nullable(),
  /** The quote it was a deposit on, before that quote was invoiced. */
  quoteNumber: z.string().nullable(),
  clientName: z.string(),
  method: z.string(),
  amount: MoneyString,
  /** Its share of its document's GST, half-up; null when it paid no document Cobber knows. */
  gst: MoneyString.nullable(),
});
export type GstPayment = z.infer<typeof GstPayment>;

/**
 * `GET /api/reports/gst`: the BAS's G1 (total sales, GST included) and 1A (GST on sales)
 * for the period on the basis asked for, from `invoices` (accruals) or `payments` (cash);
 * both lists are the period's. `uncounted` are payments in the period that no figure
 * counts: receipts of no invoice or quote, and payments on invoices since cancelled.
 */
export const GstReport = z.object({
  from: IsoDate,
  to: IsoDate,
  basis: GstBasis,
  G1: MoneyString,
  '1A': MoneyString,
  invoices: z.array(GstInvoice),
  payments: z.array(GstPayment),
  uncounted: z.array(GstPayment),
});
export type GstReport = z.infer<typeof GstReport>;

/** What a downloaded file is called: `cobber-xero-invoices-2026-10-01-to-2026-12-31.csv`. */
export function bookFileName(what: 'xero-invoices' | 'myob-invoices' | 'payments', range: BookRange): string {
  const extension = what === 'myob-invoices' ? 'txt' : 'csv';
  return `cobber-${what}-${range.from}-to-${range.to}.${extension}`;
}

/** `2026-10-01` → `01/10/2026`, as Xero and MYOB read dates for an Australian business. */
export function australianDate(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** The calendar month a date is in: `2026-11-23` → 2026-11-01 to 2026-11-30. */
export function monthOf(date: IsoDate): BookRange {
  const from = `${date.slice(0, 7)}-01`;
  const nextMonth = addDays(`${date.slice(0, 7)}-28`, 4).slice(0, 7);
  return { from, to: addDays(`${nextMonth}-01`, -1) };
}

/**
 * A BAS quarter: Jul–Sep, Oct–Dec, Jan–Mar or Apr–Jun. `financialYear` is the year it
 * ends in (FY2027 runs 1 July 2026 to 30 June 2027) and `number` its quarter, 1 to 4.
 */
export interface BasQuarter extends BookRange {
  financialYear: number;
  number: 1 | 2 | 3 | 4;
  /** `Oct–Dec 2026`. */
  label: string;
}

const QUARTER_MONTHS = ['Jul–Sep', 'Oct–Dec', 'Jan–Mar', 'Apr–Jun'] as const;

/** The quarter `number` of the financial year ending in June of `financialYear`. */
export function basQuarter(financialYear: number, number: 1 | 2 | 3 | 4): BasQuarter {
  const year = number <= 2 ? financialYear - 1 : financialYear;
  const firstMonth = [7, 10, 1, 4][number - 1]!;
  const from = `${String(year).padStart(4, '0')}-${String(firstMonth).padStart(2, '0')}-01`;
  const to = monthOf(addDays(from, 62)).to;
  return { from, to, financialYear, number, label: `${QUARTER_MONTHS[number - 1]} ${year}` };
}

/** The quarter a date falls in. */
export function basQuarterOf(date: IsoDate): BasQuarter {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const financialYear = month >= 7 ? year + 1 : year;
  const number = (Math.floor(((month + 5) % 12) / 3) + 1) as 1 | 2 | 3 | 4;
  return basQuarter(financialYear, number);
}

/** The quarter before one. */
export function previousBasQuarter(quarter: BasQuarter): BasQuarter {
  return quarter.number === 1 ? basQuarter(quarter.financialYear - 1, 4) : basQuarter(quarter.financialYear, (quarter.number - 1) as 1 | 2 | 3);
}
