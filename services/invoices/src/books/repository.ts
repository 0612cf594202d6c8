import type { BookRange, TimeZone } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import type { InvoiceItemRow, InvoiceRow } from '../invoices/rows.ts';
import type { ReceiptRow } from '../receipts/rows.ts';

/** An invoice as the books read it: its day of issue in the business's time zone, and its quote's number. */
export type IssuedInvoiceRow = Pick<InvoiceRow, 'id' | 'number' | 'client_name' | 'client_email' | 'status' | 'subtotal' | 'tax_amount' | 'total_amount'> & {
  issue_date: string;
  due_date: string;
  quote_number: string | null;
};

/**
 * The owner's invoices made on the range's days (its first midnight to the midnight after
 * its last, in the business's time zone), cancelled ones left out, by number.
 */
export async function listIssuedInvoices(db: Knex, ownerId: string, range: BookRange, timeZone: TimeZone): Promise<IssuedInvoiceRow[]> {
  return db('invoices as i')
    .leftJoin('quotes as q', function sameOwnersQuote() {
      this.on('q.id', 'i.quote_id').andOn('q.owner_id', 'i.owner_id');
    })
    .where('i.owner_id', ownerId)
    .whereNot('i.status', 'cancelled')
    .whereRaw('i.created_at >= (?::date)::timestamp at time zone ?', [range.from, timeZone])
    .whereRaw('i.created_at < (?::date + 1)::timestamp at time zone ?', [range.to, timeZone])
    .select(
      'i.id',
      'i.number',
      'i.client_name',
      'i.client_email',
      'i.status',
      'i.subtotal',
      'i.tax_amount',
      'i.total_amount',
      db.raw("to_char(i.created_at at time zone ?, 'YYYY-MM-DD') as issue_date", [timeZone]),
      db.raw("to_char(i.due_date, 'YYYY-MM-DD') as due_date"),
      db.raw("q.snapshot->>'quoteNumber' as quote_number"),
    )
    .orderBy('i.number');
}

/** The lines of these invoices, each invoice's in order. */
export async function listLinesOf(db: Knex, invoiceIds: string[]): Promise<InvoiceItemRow[]> {
  if (invoiceIds.length === 0) return [];
  return db('invoice_items').whereIn('invoice_id', invoiceIds).orderBy([{ column: 'invoice_id' }, { column: 'position' }]);
}

/**
 * A receipt as the books read it, with what it paid: its invoice (the owner's), or the
 * quote it was a deposit on while that quote had no invoice.
 */
export type ReceivedPaymentRow = Pick<ReceiptRow, 'id' | 'number' | 'client_name' | 'payment_method' | 'payment_amount'> & {
  payment_date: string;
  invoice_number: number | null;
  invoice_status: InvoiceRow['status'] | null;
  invoice_total: string | null;
  invoice_gst: string | null;
  quote_number: string | null;
  quote_total: string | null;
  quote_gst: string | null;
};

/** The owner's receipts dated on the range's days (a receipt's date is already the business's), oldest first. */
export async function listReceivedPayments(db: Knex, ownerId: string, range: BookRange): Promise<ReceivedPaymentRow[]> {
  return db('receipts as r')
    .leftJoin('invoices as i', function sameOwnersInvoice() {
      this.on('i.id', 'r.invoice_id').andOn('i.owner_id', 'r.owner_id');
    })
    .leftJoin('quotes as q', function quoteNotYetInvoiced() {
      this.on('q.id', 'r.quote_id').andOn('q.owner_id', 'r.owner_id').andOnNull('r.invoice_id');
    })
    .where('r.owner_id', ownerId)
    .whereBetween('r.payment_date', [range.from, range.to])
    .select(
      'r.id',
      'r.number',
      'r.client_name',
      'r.payment_method',
      'r.payment_amount',
      db.raw("to_char(r.payment_date, 'YYYY-MM-DD') as payment_date"),
      'i.number as invoice_number',
      'i.status as invoice_status',
      'i.total_amount as invoice_total',
      'i.tax_amount as invoice_gst',
      db.raw("q.snapshot->>'quoteNumber' as quote_number"),
      db.raw("q.snapshot->>'totalAmount' as quote_total"),
      db.raw("q.snapshot->>'taxAmount' as quote_gst"),
    )
    .orderBy([{ column: 'r.payment_date' }, { column: 'r.number' }]);
}
