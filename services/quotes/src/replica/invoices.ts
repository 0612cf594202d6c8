import { INVOICE_EVENT_TYPES, parseEventOf, type EventEnvelope, type Invoice } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';
import { emitQuoteEvent } from '../quotes/events.ts';
import { findQuote, recordInvoice } from '../quotes/repository.ts';
import type { QuoteRow } from '../quotes/rows.ts';

type Link = Pick<QuoteRow, 'invoice_id' | 'invoice_number'>;

/** The place of an invoice number in the business's one sequence (`INV-0012` is 12). */
function sequenceOf(invoiceNumber: string | null): number {
  return Number((invoiceNumber ?? '').replace(/\D/g, '')) || 0;
}

/**
 * What an invoice's event does to its quote's invoice link. The quote's invoice is its one
 * live invoice of the whole job: a progress claim bills a stage (a job billed in claims has
 * none), and a cancelled invoice no longer bills it (the quote may be invoiced again). Events
 * of two invoices may arrive in either order, so a different invoice replaces the link only
 * when it is the newer in the sequence.
 */
export function linkChange(quote: Link, invoice: Pick<Invoice, 'id' | 'invoiceNumber' | 'status' | 'claim'>): 'link' | 'unlink' | 'keep' {
  const linked = quote.invoice_id === invoice.id;
  if (invoice.claim || invoice.status === 'cancelled') return linked ? 'unlink' : 'keep';
  if (linked || !quote.invoice_id || sequenceOf(invoice.invoiceNumber) > sequenceOf(quote.invoice_number)) return 'link';
  return 'keep';
}

const UNLINKED = { invoice_id: null, invoice_number: null, invoice_status: null, invoice_due_date: null, invoice_total: null, invoice_balance_due: null };

/**
 * Every invoice event (created, updated, sent, paid, cancelled) carries the whole invoice: the quote it
 * was made from keeps its number, status, due date, total and balance due for its money
 * status. Events of one invoice arrive in order (keyed by its id), so the latest
 * wins. A change of link is news the other services hear of as a quote.updated.
 */
export async function recordQuoteInvoice(db: Knex, raw: EventEnvelope): Promise<void> {
  const invoice = parseEventOf(raw, ...INVOICE_EVENT_TYPES).data;
  const quoteId = invoice.quoteId;
  if (!quoteId) return;
  await consumeOnce(db, raw, async (trx) => {
    const quote = await findQuote(trx, invoice.ownerId, quoteId, { lock: true });
    if (!quote) return;
    const change = linkChange(quote, invoice);
    if (change === 'keep') return;
    const facts =
      change === 'unlink'
        ? UNLINKED
        : {
            invoice_id: invoice.id,
            invoice_number: invoice.invoiceNumber,
            invoice_status: invoice.status,
            invoice_due_date: invoice.dueDate,
            invoice_total: invoice.totalAmount,
            invoice_balance_due: invoice.balanceDue,
          };
    const recorded = await recordInvoice(trx, invoice.ownerId, quoteId, facts);
    if (recorded && recorded.before.invoice_id !== recorded.after.invoice_id) await emitQuoteEvent(trx, 'quote.updated', recorded.after);
  });
}
