import { INVOICE_EVENT_TYPES, parseEventOf, parseMoney, QUOTE_EVENT_TYPES, type CurrentQuote, type DepositDocumentType, type EventData, type EventEnvelope } from '@cobber/contracts';
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

type QuoteSnapshot = CurrentQuote;
type InvoiceSnapshot = EventData<'invoice.updated'>;

/** The deposit the owner requested on a quote (its deposit item), in cents; null when none. */
export function requestedDepositCents(quote: QuoteSnapshot): number | null {
  const deposit = quote.items.find((item) => item.type === 'deposit');
  return deposit ? parseMoney(deposit.totalPrice) : null;
}

function quoteRow(quote: QuoteSnapshot) {
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

type Db = Knex | Knex.Transaction;

/** An older snapshot arriving late never overwrites a newer one. */
async function keepDocument(db: Db, row: ReturnType<typeof quoteRow> | ReturnType<typeof invoiceRow>): Promise<void> {
  await db('documents').insert(row).onConflict('id').merge().where('documents.updated_at', '<=', row.updated_at);
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
export async function keepCurrentQuote(db: Db, quote: CurrentQuote): Promise<void> {
  await keepDocument(db, quoteRow(quote));
}

export async function findDocument(
  db: Knex,
  ownerId: string,
  type: DepositDocumentType,
  id: string,
): Promise<DocumentRow | undefined> {
  return db('documents').where({ id, owner_id: ownerId, type }).first();
}

/** A document's number (`Q-0001`, `INV-0001`) as this service knows it; null when it has none or is unknown. */
export async function findDocumentNumber(db: Db, id: string): Promise<string | null> {
  const document: Pick<DocumentRow, 'number'> | undefined = await db('documents').where('id', id).first('number');
  return document?.number ?? null;
}

/** The job a document belongs to: the quote an invoice was made from, else the document itself. */
export async function findJobId(trx: Knex.Transaction, documentId: string): Promise<string | null> {
  const document: Pick<DocumentRow, 'id' | 'quote_id'> | undefined = await trx('documents').where('id', documentId).first('id', 'quote_id');
  return document ? (document.quote_id ?? document.id) : null;
}

/** A document's row, locked until the transaction ends. */
export async function lockDocumentRow(trx: Knex.Transaction, id: string): Promise<DocumentRow | undefined> {
  return trx('documents').where('id', id).forUpdate().first();
}

/** The invoices made from a job's quote. */
export async function invoiceIdsOfJob(trx: Knex.Transaction, jobId: string): Promise<string[]> {
  return trx('documents').where('quote_id', jobId).pluck('id');
}
