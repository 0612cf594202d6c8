/**
 * `@cobber/contracts/display`: what a first screen shows (money, days, a job's money status and
 * an invoice's payments, the page size, a quote's and an invoice's status, a quote's expiry, a
 * line's type, a client's initials, the quote forms' words and messages, a photo's limits, the
 * error codes, the invoice and receipt forms' choices, a business's today, a deposit's setup),
 * with no schema behind it. The dashboard imports from here and from types only,
 * so a phone opening it never downloads zod and every schema: `display.test.ts` holds this
 * file's imports to that. Each fact is defined once, in its own module; the package's index
 * exports the same modules.
 */
export * from './business-day.ts';
export * from './claim-schedule.ts';
export * from './client-initials.ts';
export * from './day-formats.ts';
export * from './deposit-facts.ts';
export * from './error-codes.ts';
export * from './hourly-rate.ts';
export * from './invoice-payment-methods.ts';
export * from './invoice-payments.ts';
export * from './invoice-status.ts';
export * from './item-types.ts';
export * from './money-status.ts';
export * from './money.ts';
export * from './option-lines.ts';
export * from './page-size.ts';
export * from './photo-facts.ts';
export * from './price-sources.ts';
export * from './quote-expiry.ts';
export * from './quote-messages.ts';
export * from './quote-status.ts';
export * from './quote-words.ts';
export * from './receipt-facts.ts';
export * from './variation-messages.ts';
export * from './variation-status.ts';
