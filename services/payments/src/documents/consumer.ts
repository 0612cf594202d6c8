import { eventConsumer, type EventEffect, type Knex } from '@cobber/kit';
import { applyBusinessEvent } from '@cobber/documents';
import { applyInvoiceEvent, applyQuoteEvent } from './replica.ts';

const keepQuote: EventEffect<Knex> = (db, event) => applyQuoteEvent(db, event);
const keepInvoice: EventEffect<Knex> = (db, event) => applyInvoiceEvent(db, event);

/**
 * What the payments service consumes (consumer group `payments`): the documents deposits
 * are paid on, and the time zone of each business.
 */
export const paymentsConsumer = eventConsumer<Knex>({
  'business.updated': (db, event) => applyBusinessEvent(db, event),
  'quote.created': keepQuote,
  'quote.updated': keepQuote,
  'quote.sent': keepQuote,
  'quote.viewed': keepQuote,
  'quote.approved': keepQuote,
  'quote.rejected': keepQuote,
  'quote.deposit_requested': keepQuote,
  'quote.update_requested': keepQuote,
  'invoice.created': keepInvoice,
  'invoice.updated': keepInvoice,
  'invoice.sent': keepInvoice,
  'invoice.paid': keepInvoice,
  'invoice.cancelled': keepInvoice,
});
