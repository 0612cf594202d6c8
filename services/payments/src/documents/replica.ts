import { INVOICE_EVENT_TYPES, parseEventOf, parseMoney, QUOTE_EVENT_TYPES, type CurrentQuote, type EventData, type EventEnvelope } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';
import { keepDocument, type DocumentCopy } from './repository.ts';

type QuoteSnapshot = CurrentQuote;
type InvoiceSnapshot = EventData<'invoice.updated'>;

/** The deposit the owner requested on a quote (its deposit item), in cents; null when none. */
export function requestedDepositCents(quote: QuoteSnapshot): number | null {
  const deposit = quote.items.find((item) => item.type === 'deposit');
  return deposit ? parseMoney(deposit.totalPrice) : null;
}

function quoteRow(quote: QuoteSnapshot): DocumentCopy {
  return {
    id: quote.id,
    owner_id: quote.ownerId,
    type: 'quote',
    number: quote.quoteNumber,
    title: quote.title,
    client_name: quote.clientName,
    client_email: quote.clientEmail,
    total_cents: parseMoney(quote.totalAmount),
    // Quotes record no payments: what was paid on one is what this service took.
    paid_cents: 0,
    quote_id: null,
    status: quote.status,
    deposit_cents: requestedDepositCents(quote),
    updated_at: quote.updatedAt,
  };
}

function invoiceRow(invoice: InvoiceSnapshot): DocumentCopy {
  return {
    id: invoice.id,
    owner_id: invoice.ownerId,
    type: 'invoice',
    number: invoice.invoiceNumber,
    title: invoice.title,
    client_name: invoice.clientName,
    client_email: invoice.clientEmail,
    total_cents: parseMoney(invoice.totalAmount),
    // What the invoices service counts as paid: deposits, or all of it once marked paid
    // (by bank transfer, cash…), so a card cannot pay a paid invoice again.
    paid_cents: parseMoney(invoice.totalAmount) - parseMoney(invoice.balanceDue),
    quote_id: invoice.quoteId,
    // Whether its client may pay it from the link: not a draft, nor a cancelled one.
    status: invoice.status,
    deposit_cents: null,
    updated_at: invoice.updatedAt,
  };
}

/** Keeps the replica from quote events, which carry the whole quote. */
export async function applyQuoteEvent(db: Knex, raw: EventEnvelope): Promise<void> {
  const row = quoteRow(parseEventOf(raw, ...QUOTE_EVENT_TYPES).data);
  await consumeOnce(db, raw, (trx) => keepDocument(trx, row));
}

/** Keeps the replica from invoice events, which carry the whole invoice. */
export async function applyInvoiceEvent(db: Knex, raw: EventEnvelope): Promise<void> {
  const row = invoiceRow(parseEventOf(raw, ...INVOICE_EVENT_TYPES).data);
  await consumeOnce(db, raw, (trx) => keepDocument(trx, row));
}

/**
 * The quote as the quotes service says it stands now, kept here too: a payment on it
 * locks and counts this row, which now exists and is at least as new as that answer.
 */
export async function keepCurrentQuote(db: Knex, quote: CurrentQuote): Promise<void> {
  await keepDocument(db, quoteRow(quote));
}
