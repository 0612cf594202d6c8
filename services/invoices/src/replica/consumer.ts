import { eventConsumer, type EventEffect, type Knex } from '@cobber/kit';
import { applyBusinessEvent } from '@cobber/documents';
import { applyClientEvent } from '../clients/replica.ts';
import { receiptCardPayment } from '../card-payments/receipt.ts';
import type { Sending } from '../sending/sending.ts';
import { applyQuoteEvent } from './quote-replica.ts';
import { queueChangedInvoice, queueReceipt, queueSentInvoice } from '../xero/queue.ts';

export interface InvoicesConsumerContext {
  db: Knex;
  sending: Sending;
}

const keepQuote: EventEffect<InvoicesConsumerContext> = ({ db }, event) => applyQuoteEvent(db, event);

/**
 * What the invoices service consumes (consumer group `invoices`): each business's GST and
 * time zone, each client's phone (receipts are prefilled with it), the quotes it invoices
 * (for the PDF's acceptance; billing asks the quotes service), card deposits, which
 * become receipts, and its own sent invoices, their changes and receipts, queued for Xero
 * when the business has connected it.
 */
export const invoicesConsumer = eventConsumer<InvoicesConsumerContext>({
  'business.updated': ({ db }, event) => applyBusinessEvent(db, event),
  'client.upserted': ({ db }, event) => applyClientEvent(db, event),
  'quote.created': keepQuote,
  'quote.updated': keepQuote,
  'quote.sent': keepQuote,
  'quote.viewed': keepQuote,
  'quote.approved': keepQuote,
  'quote.rejected': keepQuote,
  'quote.deposit_requested': keepQuote,
  'quote.update_requested': keepQuote,
  'payment.succeeded': ({ db, sending }, event) => receiptCardPayment(db, sending, event),
  'invoice.sent': ({ db }, event) => queueSentInvoice(db, event),
  'invoice.updated': ({ db }, event) => queueChangedInvoice(db, event),
  'invoice.cancelled': ({ db }, event) => queueChangedInvoice(db, event),
  'receipt.created': ({ db }, event) => queueReceipt(db, event),
});
