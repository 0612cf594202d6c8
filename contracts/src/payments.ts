import { z } from 'zod';
import { FROM_THIS_MONTH } from './dates.ts';
import { requiredEmail, Timestamp } from './fields.ts';
import { DEPOSIT_DOCUMENT_TYPES, DEPOSIT_TYPES, PaymentMessages, type DepositChoice } from './deposit-facts.ts';
import { DEFAULT_DEPOSIT_PERCENT, MIN_DEPOSIT_CENTS, parseMoney } from './money.ts';
import { moneyField, MoneyString, PRECISION_MESSAGE } from './money-fields.ts';

export { DEPOSIT_DOCUMENT_TYPES, DEPOSIT_TYPES, depositCents, isDepositDocumentType, PaymentMessages, type DepositChoice } from './deposit-facts.ts';

/** What a card deposit pays towards: `/{type}/{id}/deposit`. */
export const DepositDocumentType = z.enum(DEPOSIT_DOCUMENT_TYPES);
export type DepositDocumentType = z.infer<typeof DepositDocumentType>;

const customerFields = {
  customerEmail: requiredEmail(PaymentMessages.emailInvalid, PaymentMessages.emailInvalid),
  customerName: z
    .string(PaymentMessages.nameRequired)
    .max(200)
    .trim()
    .min(1, PaymentMessages.nameRequired),
};

/** `POST /api/{type}s/:id/create-deposit-payment`: the amount in cents, at least 50. */
export const CreateDepositPayment = z.strictObject({
  depositAmount: moneyField(
    {
      required: PaymentMessages.amountRequired,
      invalid: PaymentMessages.amountRequired,
      tooSmall: PaymentMessages.minimum,
    },
    { min: MIN_DEPOSIT_CENTS },
  ),
  ...customerFields,
});
export type CreateDepositPayment = z.infer<typeof CreateDepositPayment>;

export const DepositType = z.enum(DEPOSIT_TYPES);
export type DepositType = z.infer<typeof DepositType>;

function depositAmountProblem(form: DepositChoice): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(String(form.depositAmount))) return PRECISION_MESSAGE;
  if (form.depositType === 'percentage' && form.depositAmount > 100) return PaymentMessages.percentageTooLarge;
  if (form.depositType === 'fixed' && parseMoney(form.depositAmount) < MIN_DEPOSIT_CENTS) {
    return PaymentMessages.minimum;
  }
  return null;
}

const depositFields = {
  depositType: DepositType.default('percentage'),
  depositAmount: z
    .number(PaymentMessages.amountRequired)
    .positive(PaymentMessages.amountRequired)
    .default(DEFAULT_DEPOSIT_PERCENT),
};
const depositChoice = z.object(depositFields);

/**
 * The deposit setup form: `depositAmount` is a percentage of the document's total
 * (default 50, at most 100) or dollars (at least $0.50), by `depositType`.
 * `depositCents` turns it into cents for `CreateDepositPayment`.
 */
export const DepositPaymentForm = z
  .strictObject({ ...depositFields, ...customerFields })
  .refine((form) => depositAmountProblem(form) === null, {
    path: ['depositAmount'],
    error: (issue) => depositAmountProblem(issue.input as DepositChoice) ?? undefined,
    // Check the amount even while a customer field is still wrong, so the form shows both.
    when: (payload) => depositChoice.safeParse(payload.value).success,
  });
export type DepositPaymentForm = z.infer<typeof DepositPaymentForm>;

export const DepositPaymentResponse = z.object({
  /** What the card form confirms the payment with (Stripe's PaymentIntent secret). */
  clientSecret: z.string(),
  depositAmount: MoneyString,
  /** The payment's id, which the success screen reads back from the server. */
  paymentId: z.uuid(),
});
export type DepositPaymentResponse = z.infer<typeof DepositPaymentResponse>;

/**
 * What a card payment pays: a deposit (the owner's deposit screen, the public quote page),
 * or the invoice itself, all or part of its balance, from the client's invoice page.
 */
export const PaymentPurpose = z.enum(['deposit', 'invoice']);
export type PaymentPurpose = z.infer<typeof PaymentPurpose>;

export const InvoicePaymentMessages = {
  amountRequired: 'Amount is required',
  minimum: PaymentMessages.minimum,
} as const;

/** `POST /api/invoices/:id/public/payment`: what the client pays now, in cents (at least 50, at most the balance due). */
export const PublicInvoicePayment = z.strictObject({
  amount: moneyField(
    { required: InvoicePaymentMessages.amountRequired, invalid: InvoicePaymentMessages.amountRequired, tooSmall: InvoicePaymentMessages.minimum },
    { min: MIN_DEPOSIT_CENTS },
  ),
});
export type PublicInvoicePayment = z.infer<typeof PublicInvoicePayment>;

/** Its answer: what the card form confirms the payment with, and the amount it takes. */
export const InvoicePaymentResponse = z.object({
  clientSecret: z.string(),
  amount: MoneyString,
  paymentId: z.uuid(),
});
export type InvoicePaymentResponse = z.infer<typeof InvoicePaymentResponse>;

/**
 * Where a card payment stands. `pending` and `failed` are open (a declined card can be
 * tried again with another); `canceled` was replaced by a newer attempt or expired before
 * money moved; `needs_refund` took money that is not counted as paid (more than was owed,
 * or not the amount or currency asked for) and must be refunded.
 */
export const PaymentStatus = z.enum(['pending', 'failed', 'canceled', 'succeeded', 'needs_refund']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** `stripe`, or `test`: the built-in provider of the embedded default. */
export const PaymentProvider = z.enum(['stripe', 'test']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

/** `GET /api/payments/:id` (owner): a card deposit as the payments service records it. */
export const PaymentRecord = z.object({
  id: z.uuid(),
  documentType: DepositDocumentType,
  documentId: z.uuid(),
  /** `Q-0001` or `INV-0001`, as the payments service knows the document. */
  documentNumber: z.string().nullable(),
  amount: MoneyString,
  currency: z.literal('aud'),
  status: PaymentStatus,
  /** Taken in test mode (the built-in provider, or Stripe's test keys): no real money moved. */
  testPayment: z.boolean(),
  customerEmail: z.string(),
  customerName: z.string(),
  provider: PaymentProvider,
  /** Why a payment failed, was canceled or needs a refund; null otherwise. */
  failureMessage: z.string().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

/** The built-in test provider's card form (test mode), in Stripe's own words. */
export const TestCardMessages = {
  number: 'Your card number is incomplete.',
  expiry: "Your card's expiration date is incomplete.",
  expired: "Your card's expiration year is in the past.",
  cvc: "Your card's security code is incomplete.",
  name: 'Name on card is required',
} as const;

/** `MM/YY` still current in the given month (cards expire at the end of their month). */
function expiryCurrent(expiry: string, today = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  return 2000 + year > today.getFullYear() || (2000 + year === today.getFullYear() && month >= today.getMonth() + 1);
}

/** `POST /api/payments/test/confirm`: what the test card form sends (public: the client pays). */
export const ConfirmTestPayment = z.strictObject({
  clientSecret: z.string('Missing payment').min(1, 'Missing payment').max(255),
  cardNumber: z
    .string(TestCardMessages.number)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, TestCardMessages.number))
    .meta({ pattern: '^[ -]*(?:\\d[ -]*){13,19}$' }),
  expiry: z
    .string(TestCardMessages.expiry)
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, TestCardMessages.expiry).refine((v) => expiryCurrent(v), TestCardMessages.expired))
    .meta({ [FROM_THIS_MONTH]: true }),
  cvc: z.string(TestCardMessages.cvc).regex(/^\d{3,4}$/, TestCardMessages.cvc),
  name: z.string(TestCardMessages.name).max(200).trim().min(1, TestCardMessages.name),
});
export type ConfirmTestPayment = z.infer<typeof ConfirmTestPayment>;

/** A confirmed card payment: where the card form sends the owner next. */
export const ConfirmedPayment = z.object({
  paymentId: z.uuid(),
  status: PaymentStatus,
  amount: MoneyString,
  documentType: DepositDocumentType,
  documentNumber: z.string().nullable(),
});
export type ConfirmedPayment = z.infer<typeof ConfirmedPayment>;

/** `GET /api/payments/config`: which card form the browser shows. */
export const PaymentsConfig = z.object({
  provider: PaymentProvider,
  publishableKey: z.string().optional(),
  /** No real money is taken: the built-in provider, or Stripe with test keys. The card form says so. */
  testMode: z.boolean(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfig>;
