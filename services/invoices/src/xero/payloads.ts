import { createHash } from 'node:crypto';
import { calendarDateIn, formatInvoiceNumber, parseMoney, type TimeZone } from '@cobber/contracts';
import { isoDate } from '../dates.ts';
import type { InvoiceItemRow, InvoiceRow } from '../invoices/rows.ts';

/**
 * Xero's Australian tax types: `OUTPUT` is "GST on Income"; a business not registered
 * for GST charges none, and its sales are `BASEXCLUDED` (left off the BAS). Cobber's
 * documents have no GST-free lines, so `EXEMPTOUTPUT` ("GST Free Income") is not sent.
 */
export type XeroTaxType = 'OUTPUT' | 'BASEXCLUDED';

export interface XeroLine {
  Description: string;
  Quantity: number;
  UnitAmount: number;
  LineAmount: number;
  AccountCode: string;
  TaxType: XeroTaxType;
  TaxAmount: number;
}

/** A sales invoice (ACCREC) as Xero takes it, amounts tax-exclusive. */
export interface XeroInvoice {
  Type: 'ACCREC';
  InvoiceNumber: string;
  Reference: string;
  Date: string;
  DueDate: string;
  LineAmountTypes: 'Exclusive';
  CurrencyCode: 'AUD';
  Status: 'AUTHORISED';
  LineItems: XeroLine[];
}

const dollars = (cents: number) => cents / 100;

/**
 * The document's GST (rounded once, as Cobber's documents are) shared over its lines in
 * proportion, the cents left by rounding down going to the largest lines: Xero then
 * totals exactly what the client was sent, where its own per-line rounding could differ
 * by a cent.
 */
export function shareGst(gstCents: number, lineCents: readonly number[]): number[] {
  const subtotal = lineCents.reduce((sum, cents) => sum + cents, 0);
  if (gstCents === 0 || subtotal === 0) return lineCents.map(() => 0);
  const shares = lineCents.map((cents) => Math.floor((gstCents * cents) / subtotal));
  let left = gstCents - shares.reduce((sum, cents) => sum + cents, 0);
  const largestFirst = lineCents.map((cents, index) => ({ cents, index })).sort((a, b) => b.cents - a.cents);
  for (let i = 0; left > 0; i = (i + 1) % largestFirst.length, left--) shares[largestFirst[i]!.index]! += 1;
  return shares;
}

/**
 * The invoice as Xero takes it: its priced lines (a deposit line is a payment asked for,
 * not a sale) on the business's sales account, dated the day it was sent in the
 * business's time zone.
 */
export function xeroInvoice(invoice: InvoiceRow, items: readonly InvoiceItemRow[], books: { accountCode: string; timeZone: TimeZone }): XeroInvoice {
  const priced = items.filter((item) => item.type !== 'deposit');
  const lineCents = priced.map((item) => parseMoney(item.total_price));
  const gstCents = parseMoney(invoice.tax_amount);
  const gst = shareGst(gstCents, lineCents);
  const taxType: XeroTaxType = gstCents > 0 ? 'OUTPUT' : 'BASEXCLUDED';
  const sent = invoice.sent_at ?? invoice.created_at;
  return {
    Type: 'ACCREC',
    InvoiceNumber: formatInvoiceNumber(invoice.number),
    Reference: invoice.title,
    Date: calendarDateIn(new Date(sent).toISOString(), books.timeZone),
    DueDate: isoDate(invoice.due_date),
    LineAmountTypes: 'Exclusive',
    CurrencyCode: 'AUD',
    Status: 'AUTHORISED',
    LineItems: priced.map((item, index) => ({
      Description: item.description,
      Quantity: Number(item.quantity),
      UnitAmount: Number(item.unit_price),
      LineAmount: dollars(lineCents[index]!),
      AccountCode: books.accountCode,
      TaxType: taxType,
      TaxAmount: dollars(gst[index]!),
    })),
  };
}

/** What Xero last took, to tell a change worth sending from one Xero already has (a payment counted, say). */
export const digestOf = (payload: unknown) => createHash('sha256').update(JSON.stringify(payload)).digest('hex');
