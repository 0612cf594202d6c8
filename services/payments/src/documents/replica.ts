import { parseEvent, parseMoney, type DepositDocumentType, type EventData, type EventEnvelope } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';

export interface DocumentRow {
  id: string;
  owner_id: string;
  type: DepositDocumentType;
  number: string | null;
  title: string;
  client_name: string;
  client_email: string | null;
  total_cents: string;
  paid_cents: string;
  quote_id: string | null;
  /** A quote's status; null for invoices. */
  status: string | null;
  /** A quote's requested deposit (its deposit item); null when none or for invoices. */
  deposit_cents: string | null;
  updated_at: Date;
}

type QuoteSnapshot = EventData<'quote.updated'>;
type InvoiceSnapshot = EventData<'invoice.updated'>;

function quoteRow(quote: QuoteSnapshot) {
  const deposit = quote.items.find((item) => item.type === 'deposit');
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
    deposit_cents: deposit ? parseMoney(deposit.totalPrice) : null,
    updated_at: quote.updatedAt,
  };
}

function invoiceRow(invoice: InvoiceSnapshot) {
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
    status: null,
    deposit_cents: null,
    updated_at: invoice.updatedAt,
  };
}

/**
 * Keeps the replica from quote.* and invoice.* events, which carry the whole document;
 * an older snapshot arriving late never overwrites a newer one.
 */
export async function applyDocumentEvent(db: Knex, raw: EventEnvelope): Promise<void> {
  const event = parseEvent(raw);
  const row = event.type.startsWith('quote.')
    ? quoteRow(event.data as QuoteSnapshot)
    : invoiceRow(event.data as InvoiceSnapshot);
  await consumeOnce(db, raw, async (trx) => {
    await trx('documents').insert(row).onConflict('id').merge().where('documents.updated_at', '<=', row.updated_at);
  });
}

/**
 * Each business as this service knows it (its time zone, for the owner's "today"): the
 * kit's one business replica, kept in this service's own `businesses` table.
 */
export { applyBusinessEvent } from '@cobber/kit';

export async function findDocument(
  db: Knex,
  ownerId: string,
  type: DepositDocumentType,
  id: string,
): Promise<DocumentRow | undefined> {
  return db('documents').where({ id, owner_id: ownerId, type }).first();
}

/** A quote by its id alone, for the client's public page (the id is unguessable). */
export async function findQuoteDocument(db: Knex, id: string): Promise<DocumentRow | undefined> {
  return db('documents').where({ id, type: 'quote' }).first();
}
