import { INVOICE_EVENT_TYPES, parseEventOf, type EventEnvelope } from '@cobber/contracts';
import { consumeOnce, type Knex } from '@cobber/kit';
import { emitQuoteEvent } from '../quotes/events.ts';
import { recordInvoice } from '../quotes/repository.ts';

/**
 * Every invoice event (created, updated, sent, paid, cancelled) carries the whole invoice: the quote it
 * was made from keeps its number, status, due date, total and balance due for its money
 * status. Events of one invoice arrive in order (keyed by its id), so the latest
 * wins. The first one links the quote, which the other services hear of as a quote.updated.
 */
export async function recordQuoteInvoice(db: Knex, raw: EventEnvelope): Promise<void> {
  const invoice = parseEventOf(raw, ...INVOICE_EVENT_TYPES).data;
  const quoteId = invoice.quoteId;
  if (!quoteId) return;
  await consumeOnce(db, raw, async (trx) => {
    const recorded = await recordInvoice(trx, invoice.ownerId, quoteId, {
      invoice_id: invoice.id,
      invoice_number: invoice.invoiceNumber,
      invoice_status: invoice.status,
      invoice_due_date: invoice.dueDate,
      invoice_total: invoice.totalAmount,
      invoice_balance_due: invoice.balanceDue,
    });
    if (recorded && recorded.before.invoice_id !== invoice.id) await emitQuoteEvent(trx, 'quote.updated', recorded.after);
  });
}
