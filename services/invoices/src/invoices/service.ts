import {
  addDays,
  ClaimMessages,
  calendarDateIn,
  invoiceDescriptionFromQuote,
  invoiceDueDays,
  totalBelowPaidProblem,
  type CreateInvoiceFromQuote,
  type Invoice,
} from '@cobber/contracts';
import { conflict, isUniqueViolation, notFound, type Knex, type ServiceCalls, type Clock } from '@cobber/kit';
import { findBusiness, insertLines, linesTotals, nextDocumentNumber, replaceLines, storeTotals } from '@cobber/documents';
import { listJobClaims, lockJob } from '../claims/repository.ts';
import { businessDay } from '../dates.ts';
import { keepQuote } from '../replica/repository.ts';
import { currentQuote } from './current-quote.ts';
import { emitInvoiceEvent } from './events.ts';
import { joinQuoteReceipts, linesFromQuote } from './from-quote.ts';
import { approvedVariationLines } from './variations.ts';
import { changeEvent, recountPaid } from './payments.ts';
import { findInvoice, findInvoiceOfQuote, insertInvoice, listItems, rereadInvoice } from './repository.ts';
import { INVOICE_LINES, invoiceMoney, toInvoice, type InvoiceRow } from './rows.ts';

/** A paid invoice is a settled record: its words may change, its amounts may not. */
export function assertAmountsOpen(invoice: InvoiceRow): void {
  if (invoice.progress_claim) throw conflict(ClaimMessages.claimAmounts);
  if (invoice.status === 'paid') throw conflict('This invoice is paid; its amounts can no longer change');
  if (invoice.status === 'cancelled') throw conflict('This invoice is cancelled; its amounts can no longer change');
}

/** The owner's invoice, or 404: another owner's is not found. */
export async function findOwnedInvoice(db: Knex, ownerId: string, id: string): Promise<InvoiceRow> {
  const invoice = await findInvoice(db, ownerId, id);
  if (!invoice) throw notFound('Invoice not found');
  return invoice;
}

export async function loadInvoiceForChange(trx: Knex.Transaction, ownerId: string, id: string): Promise<InvoiceRow> {
  const invoice = await findInvoice(trx, ownerId, id, { lock: true });
  if (!invoice) throw notFound('Invoice not found');
  return invoice;
}

/**
 * Recomputes totals with the business's current GST setting and what is paid from the
 * receipts, then writes the one event. A change to the lines may not take the total
 * below what the client has already paid (409); a new invoice takes what was paid as it is.
 */
export async function settle(
  trx: Knex.Transaction,
  invoice: InvoiceRow,
  type: 'invoice.created' | 'invoice.updated',
  { refuseBelowPaid = true } = {},
): Promise<InvoiceRow> {
  const business = await findBusiness(trx, invoice.owner_id);
  // Travel is a line of its own on an invoice (from-quote.ts).
  await storeTotals<InvoiceRow>(trx, 'invoices', invoice.id, linesTotals(await listItems(trx, invoice.id), 0, business.applyGST));
  const settled = await recountPaid(trx, await rereadInvoice(trx, invoice.id));
  const belowPaid = refuseBelowPaid ? totalBelowPaidProblem(invoiceMoney(settled)) : null;
  if (belowPaid) throw conflict(belowPaid);
  await emitInvoiceEvent(trx, type === 'invoice.created' ? type : changeEvent(invoice, settled), settled);
  return settled;
}

export type CreatedInvoice = { invoice: Invoice; created: boolean };

/**
 * `POST /api/quotes/:id/create-invoice`: the invoice of the quote as it stands in the
 * quotes service now, for the quote's client, described by the quote's description
 * without its sales wording. A quote has one live invoice: asking again (a double tap, a
 * retry) answers the one already made; once it is cancelled, a new one is made (a new number). Due when the business's payment terms say
 * ("within 7 days"), else `INVOICE_DUE_DAYS` after its today, unless a due date is given.
 */
export async function createInvoiceFromQuote(
  db: Knex,
  quotes: ServiceCalls,
  clock: Clock,
  ownerId: string,
  quoteId: string,
  input: CreateInvoiceFromQuote,
): Promise<CreatedInvoice> {
  const { timeZone, today } = await businessDay(db, ownerId, clock);
  const existing = await findInvoiceOfQuote(db, ownerId, quoteId);
  if (existing) return { invoice: toInvoice(existing, today), created: false };
  const quote = await currentQuote(quotes, ownerId, quoteId);
  const variations = await approvedVariationLines(quotes, quoteId);
  const { paymentTerms } = await findBusiness(db, ownerId);
  const dueDate = input.dueDate ? calendarDateIn(input.dueDate, timeZone) : addDays(today, invoiceDueDays(paymentTerms));
  try {
    return await db.transaction(async (trx) => {
      // The job's lock: a claim at the same moment either lands first (and this answers 409) or finds this invoice.
      await lockJob(trx, ownerId, quoteId);
      if ((await listJobClaims(trx, ownerId, quoteId)).length > 0) throw conflict(ClaimMessages.hasClaims);
      // Another create for the quote, after its invoice was cancelled, may have made the new one while this waited.
      const made = await findInvoiceOfQuote(trx, ownerId, quoteId);
      if (made) return { invoice: toInvoice(made, today), created: false };
      const id = crypto.randomUUID();
      await insertInvoice(trx, {
        id,
        owner_id: ownerId,
        number: await nextDocumentNumber(trx, ownerId, 'invoice'),
        quote_id: quote.id,
        title: quote.title,
        description: invoiceDescriptionFromQuote(quote.description),
        client_name: quote.clientName,
        client_email: quote.clientEmail,
        client_id: quote.clientId,
        due_date: dueDate,
        payment_method: input.paymentMethod,
      });
      await insertLines(trx, INVOICE_LINES, linesFromQuote(id, quote, variations));
      await joinQuoteReceipts(trx, ownerId, quoteId, id);
      // What was billed is the newest this service knows of the quote (its PDF reads the acceptance there).
      await keepQuote(trx, quote);
      const fresh = (await findInvoice(trx, ownerId, id))!;
      return { invoice: toInvoice(await settle(trx, fresh, 'invoice.created', { refuseBelowPaid: false }), today), created: true };
    });
  } catch (err) {
    // Two creates for one quote at once: the loser answers the winner's invoice.
    const winner = isUniqueViolation(err) ? await findInvoiceOfQuote(db, ownerId, quoteId) : null;
    if (winner) return { invoice: toInvoice(winner, today), created: false };
    throw err;
  }
}

/** `POST /api/invoices/:id/reset-from-quote`: the lines replaced by the quote's lines as it stands now. */
export async function resetFromQuote(db: Knex, quotes: ServiceCalls, clock: Clock, ownerId: string, id: string): Promise<Invoice> {
  const { today } = await businessDay(db, ownerId, clock);
  const invoice = await findOwnedInvoice(db, ownerId, id);
  if (!invoice.quote_id) throw conflict('This invoice has no quote to reset from');
  const quote = await currentQuote(quotes, ownerId, invoice.quote_id);
  const variations = await approvedVariationLines(quotes, invoice.quote_id);
  return db.transaction(async (trx) => {
    const locked = await loadInvoiceForChange(trx, ownerId, id);
    assertAmountsOpen(locked);
    await replaceLines(trx, INVOICE_LINES, id, linesFromQuote(id, quote, variations));
    await keepQuote(trx, quote);
    return toInvoice(await settle(trx, locked, 'invoice.updated'), today);
  });
}
