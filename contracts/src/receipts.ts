import { z } from 'zod';
import { dateOrInstant, IsoDate, PAYMENT_DAYS, UNTIL_TODAY } from './dates.ts';
import { documentNumber, optionalEmail, optionalText, Timestamp } from './fields.ts';
import { DEFAULT_RECEIPT_MESSAGE } from './money.ts';
import { moneyField, MoneyString } from './money-fields.ts';
import { EARLIEST_PAYMENT_DATE, RECEIPT_PAYMENT_METHODS } from './receipt-facts.ts';

export { EARLIEST_PAYMENT_DATE, RECEIPT_PAYMENT_METHODS } from './receipt-facts.ts';

/** A receipt's payment methods: the wire values are the labels. */
export const ReceiptPaymentMethod = z.enum(RECEIPT_PAYMENT_METHODS, 'Payment method is required');
export type ReceiptPaymentMethod = z.infer<typeof ReceiptPaymentMethod>;

/** The Receipt form's messages; the email and date ones are ours. */
export const ReceiptMessages = {
  clientNameRequired: 'Client name is required',
  emailInvalid: 'Invalid email address',
  amountRequired: 'Payment amount is required',
  amountInvalid: 'Payment amount must be greater than 0',
  methodRequired: 'Payment method is required',
  dateRequired: 'Payment date is required',
  dateInvalid: 'Please enter a valid payment date',
  dateInFuture: 'Payment date cannot be in the future',
  dateTooEarly: 'Payment date cannot be before 1900-01-01',
  sendMethod: 'Choose email or SMS',
} as const;

export const Receipt = z.object({
  id: z.uuid(),
  /** `REC-0001`, sequential per business, gap-free. */
  receiptNumber: z.string(),
  clientName: z.string(),
  clientEmail: z.string().nullable(),
  /** Where an SMS receipt goes (our addition: the original API sends SMS but names no number). */
  clientPhone: z.string().nullable(),
  paymentAmount: MoneyString,
  paymentMethod: ReceiptPaymentMethod,
  paymentDate: IsoDate,
  description: z.string().nullable(),
  messageTemplate: z.string(),
  /** Set once sent: a receipt is a Draft until then. */
  sentAt: Timestamp.nullable(),
  beforePhotoUrl: z.string().nullable(),
  invoiceId: z.uuid().nullable(),
  quoteId: z.uuid().nullable(),
  /** A card payment's receipt: its amount, method and date are the card's, never edited. */
  takenByCard: z.boolean().default(false),
  createdAt: Timestamp,
});
export type Receipt = z.infer<typeof Receipt>;

/**
 * A payment date sent as `2025-07-01` or an ISO timestamp with its offset. Which day a
 * timestamp is, and whether it is in the future, depends on the business's time zone,
 * so the service settles both (`calendarDateIn`, `paymentDateProblem`) once it knows
 * the business.
 */
const paymentDate = dateOrInstant(
  { invalid: ReceiptMessages.dateInvalid, required: ReceiptMessages.dateRequired, tooEarly: ReceiptMessages.dateTooEarly, tooLate: ReceiptMessages.dateInFuture },
  PAYMENT_DAYS,
).meta({ [UNTIL_TODAY]: true });

/**
 * Why a payment date cannot be one, or null when it can. `date` is the calendar
 * date in the business's time zone (`calendarDateIn`), `today` the business's today.
 */
export function paymentDateProblem(date: IsoDate, today: IsoDate): string | null {
  if (date < EARLIEST_PAYMENT_DATE) return ReceiptMessages.dateTooEarly;
  if (date > today) return ReceiptMessages.dateInFuture;
  return null;
}

const paymentAmount = moneyField(
  { required: ReceiptMessages.amountRequired, invalid: ReceiptMessages.amountInvalid },
  { min: 1 },
);
const messageTemplate = optionalText(2000).transform((text) => text ?? DEFAULT_RECEIPT_MESSAGE);
const documentId = z.uuid('Unknown document').nullish().transform((id) => id ?? null);

/**
 * `POST /api/receipts`. Invoice and quote ids are our UUIDs (the original API's were numbers). A
 * receipt naming an invoice is a payment on it: at most what is still owed, and the
 * invoice is paid once nothing is (invoice-payments.ts).
 */
export const CreateReceipt = z.strictObject({
  clientName: z
    .string(ReceiptMessages.clientNameRequired)
    .max(200)
    .trim()
    .min(1, ReceiptMessages.clientNameRequired),
  clientEmail: optionalEmail(ReceiptMessages.emailInvalid),
  clientPhone: optionalText(40),
  paymentAmount,
  paymentMethod: ReceiptPaymentMethod,
  paymentDate,
  description: optionalText(2000),
  messageTemplate,
  invoiceId: documentId,
  quoteId: documentId,
});
export type CreateReceipt = z.infer<typeof CreateReceipt>;

/**
 * `POST /api/invoices/:id/mark-paid`: the original API's "receipt data" for the payment (the
 * Create Receipt form's fields). What the invoice already says may be left out: the
 * client (name, email, and the phone the client's record has) comes from the invoice
 * unless named, the amount is the balance due and the date the business's today unless
 * given. A part payment leaves the rest owed; the invoice is paid once nothing is. The
 * invoice and quote are the path's; a body naming others is refused by the service.
 */
export const MarkInvoicePaid = z.strictObject({
  clientName: optionalText(200),
  clientEmail: optionalEmail(ReceiptMessages.emailInvalid),
  /** For sending the receipt by SMS (the invoice itself has no phone). */
  clientPhone: optionalText(40),
  paymentAmount: paymentAmount.optional(),
  paymentMethod: ReceiptPaymentMethod.default('Bank Transfer'),
  paymentDate: paymentDate.optional(),
  description: optionalText(2000),
  messageTemplate,
  invoiceId: documentId,
  quoteId: documentId,
});
export type MarkInvoicePaid = z.infer<typeof MarkInvoicePaid>;

/**
 * `PATCH /api/receipts/:id` (ours): a receipt is corrected until it is sent (then 409),
 * only the fields sent. Which invoice or quote it pays stays as recorded; a card payment's
 * amount, method and date stay the card's.
 */
export const UpdateReceipt = CreateReceipt.omit({ invoiceId: true, quoteId: true }).partial();
export type UpdateReceipt = z.infer<typeof UpdateReceipt>;

/** `POST /api/receipts/:id/send`. */
export const SendReceipt = z.strictObject({
  method: z.enum(['email', 'sms'], ReceiptMessages.sendMethod),
});
export type SendReceipt = z.infer<typeof SendReceipt>;

export function formatReceiptNumber(n: number): string {
  return documentNumber('REC', n);
}
