import { z } from 'zod';
import { BrandColors } from './business.ts';
import { ClaimSchedule } from './claims.ts';
import { dateOrInstant, IsoDate, TimeZone } from './dates.ts';
import { documentNumber, optionalText, Timestamp } from './fields.ts';
import { ItemType, itemFields, LineId, lineFits, lineFitsError, MAX_ITEMS, newLineComplete, PricedItemType, PublicItem } from './items.ts';
import { INVOICE_PAYMENT_METHODS } from './invoice-payment-methods.ts';
import { INVOICE_STATUSES } from './invoice-status.ts';
import { displayMoney, GST_RATE_PERCENT, MAX_AMOUNT_CENTS } from './money.ts';
import { IgnoredAmount, MoneyString, QuantityString } from './money-fields.ts';
import { QuoteRevision } from './quotes.ts';

export { invoiceDescriptionFromQuote } from './invoice-description.ts';
export * from './invoice-payments.ts';
export { dueDaysInTerms, invoiceDueDays } from './payment-terms.ts';

export { INVOICE_STATUSES, InvoiceStatusLabels } from './invoice-status.ts';
export { INVOICE_PAYMENT_METHODS, InvoicePaymentMethodLabels } from './invoice-payment-methods.ts';

export const InvoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** How the client is asked to pay an invoice. */
export const InvoicePaymentMethod = z.enum(INVOICE_PAYMENT_METHODS, 'Choose bank transfer or cash');
export type InvoicePaymentMethod = z.infer<typeof InvoicePaymentMethod>;

export const InvoiceMessages = {
  titleRequired: 'Title is required',
  dueDate: 'Please enter a valid due date',
  taxRate: `GST is ${GST_RATE_PERCENT}%`,
  tooManyItems: `An invoice can have at most ${MAX_ITEMS} items`,
  totalTooLarge: `Invoice total must be at most ${displayMoney(MAX_AMOUNT_CENTS)}`,
} as const;

export const Invoice = z.object({
  id: z.uuid(),
  /** `INV-0001`, sequential per business, gap-free. */
  invoiceNumber: z.string(),
  quoteId: z.uuid().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  clientName: z.string(),
  clientEmail: z.string().nullable(),
  /** The client the quote was for (events written before it carry none). */
  clientId: z.uuid().nullable().default(null),
  /** The client's phone as the business service has it now, for texting receipts. */
  clientPhone: z.string().nullable().default(null),
  dueDate: IsoDate,
  status: InvoiceStatus,
  paymentMethod: InvoicePaymentMethod,
  subtotal: MoneyString,
  taxAmount: MoneyString,
  totalAmount: MoneyString,
  /** Card deposits received against this invoice (or its quote). */
  depositPaid: MoneyString,
  /** Payments the owner recorded against it (receipts; part payments too). */
  paymentsReceived: MoneyString.default('0.00'),
  /** Total less deposits and payments received (invoice-payments.ts). */
  balanceDue: MoneyString,
  /** When it was first sent to the client; null while a draft (events written before it carry none). */
  sentAt: Timestamp.nullable().optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** A progress claim's schedule, on the claim's invoice when it is read or made. */
  claim: ClaimSchedule.optional(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceItem = z.object({
  id: z.uuid(),
  invoiceId: z.uuid(),
  description: z.string(),
  quantity: QuantityString,
  unitPrice: MoneyString,
  totalPrice: MoneyString,
  type: ItemType,
});
export type InvoiceItem = z.infer<typeof InvoiceItem>;

/** `2025-08-01`, or an instant the service turns into the business's calendar date. */
const dueDate = dateOrInstant(InvoiceMessages.dueDate);

/**
 * `POST /api/quotes/:id/create-invoice`, with the app's defaults. The rate is always 10%;
 * whether GST applies at all is the business's `applyGST`. Without a due
 * date the invoice is due as the business's payment terms say ("within 7 days"), or
 * `INVOICE_DUE_DAYS` after the business's today when they name no days (`invoiceDueDays`).
 */
export const CreateInvoiceFromQuote = z.strictObject({
  paymentMethod: InvoicePaymentMethod.default('bank_transfer'),
  dueDate: dueDate.optional(),
  taxRate: z.literal(GST_RATE_PERCENT, InvoiceMessages.taxRate).default(GST_RATE_PERCENT),
});
export type CreateInvoiceFromQuote = z.infer<typeof CreateInvoiceFromQuote>;

/**
 * One line of the invoice's whole list in `PATCH /api/invoices/:id`: with the id of one of
 * its lines it changes that line (only the fields sent), without an id it is a new line.
 */
export const InvoiceLineEntry = z
  .strictObject({ id: LineId, ...itemFields, type: PricedItemType, totalPrice: IgnoredAmount })
  .partial()
  .superRefine(newLineComplete)
  .refine(lineFits, lineFitsError)
  .transform(({ totalPrice: _total, ...line }) => line);
export type InvoiceLineEntry = z.infer<typeof InvoiceLineEntry>;

/**
 * `PATCH /api/invoices/:id`. Only the fields sent change. `items` (ours) saves the lines
 * in the same call, all or nothing: the invoice's labour, materials and other lines in
 * order, a line left out is removed; deposit lines are not in the list and stay as they are.
 */
export const UpdateInvoice = z
  .strictObject({
    title: z.string(InvoiceMessages.titleRequired).max(200).trim().min(1, InvoiceMessages.titleRequired),
    description: optionalText(5000),
    dueDate,
    items: z.array(InvoiceLineEntry).max(MAX_ITEMS, InvoiceMessages.tooManyItems),
  })
  .partial();
export type UpdateInvoice = z.infer<typeof UpdateInvoice>;

/** `POST /api/invoices/:id/items`: a labour, materials or other line. */
export const CreateInvoiceItem = z
  .strictObject({ ...itemFields, type: PricedItemType })
  .refine(lineFits, lineFitsError);
export type CreateInvoiceItem = z.infer<typeof CreateInvoiceItem>;

/** `PATCH /api/invoices/:id/items/:itemId`; as with quote items, `type` may be `deposit`. */
export const UpdateInvoiceItem = z
  .strictObject({ ...itemFields, type: ItemType })
  .partial()
  .refine(lineFits, lineFitsError);
export type UpdateInvoiceItem = z.infer<typeof UpdateInvoiceItem>;

/** `POST /api/invoices/:id/send`. */
export const SendInvoice = z.strictObject({
  message: optionalText(2000),
  paymentMethod: InvoicePaymentMethod.default('bank_transfer'),
});
export type SendInvoice = z.infer<typeof SendInvoice>;

/** The quote an invoice was made from, as its client accepted it online. */
export const AcceptedQuote = z.strictObject({
  quoteNumber: z.string().nullable(),
  revision: QuoteRevision,
  acceptedAt: Timestamp,
  /** The full name the client typed and the signature they drew (a PNG data URL), when they signed. */
  signedBy: z.strictObject({ name: z.string(), image: z.string() }).nullable().optional(),
});
export type AcceptedQuote = z.infer<typeof AcceptedQuote>;

/** What an invoice document shows of the business: its letterhead, bank details, terms and notes. */
export const InvoiceDocumentBusiness = z.strictObject({
  name: z.string(),
  logoUrl: z.string().nullable(),
  abn: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  bankName: z.string().nullable(),
  bsb: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  /** Where the client pays instantly by bank, the invoice number as the reference. */
  payId: z.string().nullable().optional(),
  /** Off: the document is an "Invoice" with no GST line, never a "Tax Invoice". */
  applyGST: z.boolean(),
  brandColors: BrandColors.nullable(),
  timeZone: TimeZone,
  paymentTerms: z.string().nullable(),
  /** The business's footer notes (a licence number lives there), printed on quotes and invoices. */
  quoteFooterNotes: z.string().nullable(),
});
export type InvoiceDocumentBusiness = z.infer<typeof InvoiceDocumentBusiness>;

/**
 * Everything an invoice's PDF prints, in one shape, made one way by the invoices service
 * for the emailed PDF, the client's page and the owner's export, so the three documents
 * are the same (documents/invoice-pdf.ts builds each from it). It is exactly what the
 * client is sent, so it is fit for the client's eyes.
 */
export const InvoiceDocument = z.strictObject({
  invoice: z.strictObject({
    invoiceNumber: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    clientName: z.string(),
    clientEmail: z.string().nullable(),
    /** Where the client is billed (their record's address), printed under Bill To; optional so an older service's answer still reads. */
    clientAddress: z.string().nullable().optional(),
    createdAt: Timestamp,
    dueDate: IsoDate,
    status: InvoiceStatus,
    subtotal: MoneyString,
    taxAmount: MoneyString,
    totalAmount: MoneyString,
    depositPaid: MoneyString,
    paymentsReceived: MoneyString,
    balanceDue: MoneyString,
  }),
  business: InvoiceDocumentBusiness,
  items: z.array(PublicItem),
  acceptedQuote: AcceptedQuote.nullable(),
  /** A progress claim's schedule, printed under its totals; absent on an invoice of the whole job. */
  claim: ClaimSchedule.nullable().optional(),
  /** The client's page for the invoice (`PUBLIC_URL/invoice/:id/pay`), printed as its link. */
  link: z.string(),
});
export type InvoiceDocument = z.infer<typeof InvoiceDocument>;

/**
 * `GET /api/invoices/:id/public`: only what the client's page and PDF show (strict). The
 * fields its PDF prints beside the page's are optional so an older service's answer still
 * reads; the service sends them all (InvoiceDocument).
 */
export const PublicInvoiceResponse = z.strictObject({
  invoice: z.strictObject({
    invoiceNumber: z.string(),
    title: z.string(),
    clientName: z.string(),
    clientEmail: z.string().nullable().optional(),
    clientAddress: z.string().nullable().optional(),
    description: z.string().nullable(),
    createdAt: Timestamp,
    dueDate: IsoDate,
    status: InvoiceStatus,
    subtotal: MoneyString,
    taxAmount: MoneyString,
    totalAmount: MoneyString,
    depositPaid: MoneyString.optional(),
    paymentsReceived: MoneyString.optional(),
    balanceDue: MoneyString.optional(),
  }),
  business: z.strictObject({
    name: z.string(),
    logoUrl: z.string().nullable(),
    bankName: z.string().nullable(),
    bsb: z.string().nullable(),
    accountNumber: z.string().nullable(),
    accountName: z.string().nullable(),
    payId: z.string().nullable().optional(),
    abn: z.string().nullable(),
    /** Off: the document is an "Invoice" with no GST line, never a "Tax Invoice". */
    applyGST: z.boolean(),
    brandColors: BrandColors.nullable(),
    /** The business's days (the date of issue); optional so an older service's answer still reads. */
    timeZone: TimeZone.optional(),
    address: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
    website: z.string().nullable().optional(),
    paymentTerms: z.string().nullable().optional(),
    quoteFooterNotes: z.string().nullable().optional(),
  }),
  items: z.array(PublicItem),
  acceptedQuote: AcceptedQuote.nullable().optional(),
  claim: ClaimSchedule.nullable().optional(),
  link: z.string().optional(),
});
export type PublicInvoiceResponse = z.infer<typeof PublicInvoiceResponse>;

/** `GET /api/invoices/:id/items/public`. */
export const PublicInvoiceItems = z.array(PublicItem);
export type PublicInvoiceItems = z.infer<typeof PublicInvoiceItems>;

const LIST_LIMIT = 'Limit must be a whole number from 1 to 100';

/**
 * The Invoices screen's filter: Unpaid is every invoice still owed (neither paid
 * nor cancelled), overdue ones included; Overdue those of them past their due date in the
 * business's day; Paid those settled.
 */
export const InvoiceListStatus = z.enum(['all', 'unpaid', 'overdue', 'paid'], 'Status must be all, unpaid, overdue or paid');
export type InvoiceListStatus = z.infer<typeof InvoiceListStatus>;

/**
 * `GET /api/invoices` (ours; the receipt form picks an invoice from it, the Invoices screen
 * pages through it): the owner's invoices, newest first. With `limit`, `cursor` or `status`
 * it answers a page (`InvoicePage`), without them every invoice as a plain
 * list; `unpaid=true` is `status=unpaid` (the receipt form's older word).
 */
export const InvoiceListQuery = z.object({
  limit: z.coerce.number(LIST_LIMIT).int(LIST_LIMIT).min(1, LIST_LIMIT).max(100, LIST_LIMIT).optional(),
  /** The `nextCursor` of the page before. */
  cursor: z.string().regex(/^\d{1,9}$/, 'Unknown cursor').optional(),
  unpaid: z.enum(['true', 'false'], 'Unpaid is true or false').optional(),
  status: InvoiceListStatus.optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

/** A page of `GET /api/invoices`; `nextCursor` is null on the last page, `total` counts every match. */
export const InvoicePage = z.object({ items: z.array(Invoice), nextCursor: z.string().nullable(), total: z.number().int().min(0) });
export type InvoicePage = z.infer<typeof InvoicePage>;

/**
 * `GET /api/invoices/summary`: what the owner is owed at a glance, the
 * dashboard's "Owed to you $X · Overdue $Y": the balance due on every unpaid invoice, and
 * on those of them past their due date.
 */
export const InvoiceSummary = z.object({
  owed: MoneyString,
  owedCount: z.number().int().min(0),
  overdue: MoneyString,
  overdueCount: z.number().int().min(0),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

export function formatInvoiceNumber(n: number): string {
  return documentNumber('INV', n);
}

/**
 * Overdue when the due date has passed and the invoice is not paid. A
 * cancelled invoice is owed nothing, so never overdue; one due today is not yet, until
 * the business's day ends (`today` is the business's: `todayIn(its time zone)`).
 */
export function isOverdue(dueDate: IsoDate, status: InvoiceStatus, today: IsoDate): boolean {
  if (status === 'overdue') return true;
  if (status === 'paid' || status === 'cancelled') return false;
  return dueDate < today;
}
