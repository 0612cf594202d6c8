import {
  DEFAULT_GST_BASIS,
  DEFAULT_MYOB_ACCOUNT_NUMBER,
  DEFAULT_XERO_ACCOUNT_CODE,
  formatInvoiceNumber,
  formatReceiptNumber,
  gstShareCents,
  parseMoney,
  type BookRange,
  type GstBasis,
  type IsoDate,
  type TimeZone,
} from '@cobber/contracts';
import { type Knex } from '@cobber/kit';
import { findBusiness } from '@cobber/documents';
import { listIssuedInvoices, listLinesOf, listReceivedPayments, type ReceivedPaymentRow } from './repository.ts';

/** What the books need to know of the business: its days, its accounts and its BAS basis. */
export interface BooksSettings {
  timeZone: TimeZone;
  applyGST: boolean;
  xeroAccountCode: string;
  myobAccountNumber: string;
  basBasis: GstBasis;
}

/** From the business replica; a business heard of before these settings existed has the defaults. */
export async function booksSettings(db: Knex, ownerId: string): Promise<BooksSettings> {
  const business = await findBusiness(db, ownerId);
  return {
    timeZone: business.timeZone,
    applyGST: business.applyGST,
    xeroAccountCode: business.xeroAccountCode ?? DEFAULT_XERO_ACCOUNT_CODE,
    myobAccountNumber: business.myobAccountNumber ?? DEFAULT_MYOB_ACCOUNT_NUMBER,
    basBasis: business.basBasis ?? DEFAULT_GST_BASIS,
  };
}

/** A line of a sale: what was sold, tax-exclusive ("3.00" × "90.00" = 27000 cents). */
export interface SaleLine {
  description: string;
  quantity: string;
  unitPrice: string;
  totalCents: number;
}

/** An invoice issued in the range, as accounting software takes it. */
export interface Sale {
  id: string;
  invoiceNumber: string;
  issueDate: IsoDate;
  dueDate: IsoDate;
  status: 'draft' | 'sent' | 'paid';
  clientName: string;
  clientEmail: string | null;
  quoteNumber: string | null;
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  /** Its priced lines, travel included; deposit requests are payments asked for, not sales. */
  lines: SaleLine[];
}

/** The invoices issued in the range (cancelled ones left out), by number, with their lines. */
export async function salesIn(db: Knex, ownerId: string, range: BookRange, timeZone: TimeZone): Promise<Sale[]> {
  const invoices = await listIssuedInvoices(db, ownerId, range, timeZone);
  const lines = await listLinesOf(db, invoices.map((invoice) => invoice.id));
  return invoices.map((invoice) => ({
    id: invoice.id,
    invoiceNumber: formatInvoiceNumber(invoice.number),
    issueDate: invoice.issue_date,
    dueDate: invoice.due_date,
    status: invoice.status as Sale['status'],
    clientName: invoice.client_name,
    clientEmail: invoice.client_email,
    quoteNumber: invoice.quote_number,
    subtotalCents: parseMoney(invoice.subtotal),
    gstCents: parseMoney(invoice.tax_amount),
    totalCents: parseMoney(invoice.total_amount),
    lines: lines
      .filter((line) => line.invoice_id === invoice.id && line.type !== 'deposit')
      .map((line) => ({ description: line.description, quantity: line.quantity, unitPrice: line.unit_price, totalCents: parseMoney(line.total_price) })),
  }));
}

/** A payment received in the range (a receipt), with its share of the GST of what it paid. */
export interface ReceivedPayment {
  receiptId: string;
  receiptNumber: string;
  paymentDate: IsoDate;
  invoiceNumber: string | null;
  quoteNumber: string | null;
  clientName: string;
  method: string;
  amountCents: number;
  /** Its share of its invoice's (or not-yet-invoiced quote's) GST; null when it paid no document Cobber knows. */
  gstCents: number | null;
  /**
   * Whether the BAS counts it: a payment on an invoice, or a deposit on a quote not yet
   * invoiced. A receipt of no document has no GST to share, and a payment on an invoice
   * since cancelled was, as far as Cobber knows, given back.
   */
  counted: boolean;
}

/** What the payment paid: its invoice, else its quote as it stands, else nothing Cobber knows. */
function paidDocument(row: ReceivedPaymentRow): { totalCents: number; gstCents: number } | null {
  if (row.invoice_total !== null && row.invoice_gst !== null) return { totalCents: parseMoney(row.invoice_total), gstCents: parseMoney(row.invoice_gst) };
  if (row.quote_total !== null && row.quote_gst !== null) return { totalCents: parseMoney(row.quote_total), gstCents: parseMoney(row.quote_gst) };
  return null;
}

function toReceivedPayment(row: ReceivedPaymentRow): ReceivedPayment {
  const amountCents = parseMoney(row.payment_amount);
  const document = paidDocument(row);
  return {
    receiptId: row.id,
    receiptNumber: formatReceiptNumber(row.number),
    paymentDate: row.payment_date,
    invoiceNumber: row.invoice_number === null ? null : formatInvoiceNumber(row.invoice_number),
    quoteNumber: row.invoice_number === null ? row.quote_number : null,
    clientName: row.client_name,
    method: row.payment_method,
    amountCents,
    gstCents: document ? gstShareCents(amountCents, document) : null,
    counted: document !== null && row.invoice_status !== 'cancelled',
  };
}

/** The payments received on the range's days, oldest first. */
export async function paymentsIn(db: Knex, ownerId: string, range: BookRange): Promise<ReceivedPayment[]> {
  return (await listReceivedPayments(db, ownerId, range)).map(toReceivedPayment);
}
