import {
  addDays,
  calendarDateIn,
  ClaimMessages,
  displayQuantity,
  formatMoney,
  invoiceDescriptionFromQuote,
  invoiceDueDays,
  parseMoney,
  QuoteVariations,
  quoteVariationsPath,
  type CreateClaim,
  type CurrentQuote,
  type Invoice,
} from '@cobber/contracts';
import { conflict, type Clock, type Knex, type ServiceCalls } from '@cobber/kit';
import { findBusiness, insertLines, newLine, nextDocumentNumber, storeTotals, type LineInput } from '@cobber/documents';
import { businessDay } from '../dates.ts';
import { currentQuote } from '../invoices/current-quote.ts';
import { emitInvoiceEvent } from '../invoices/events.ts';
import { recountPaid } from '../invoices/payments.ts';
import { findInvoice, findInvoiceOfQuote } from '../invoices/repository.ts';
import { INVOICE_LINES, toInvoice, type InvoiceRow } from '../invoices/rows.ts';
import { keepQuote } from '../replica/repository.ts';
import { gstIncludedCents, planClaim } from './plan.ts';
import { countJobClaims, insertClaim, insertClaimInvoice, listJobClaims, lockJob, sumQuotePayments, toEarlierClaim, toSchedule } from './repository.ts';

/** The approved variations' total, GST included, as the quotes service has them now (none before the first). */
async function approvedVariationsCents(quotes: ServiceCalls, quoteId: string): Promise<number> {
  const answer = await quotes.get(quoteVariationsPath(quoteId), QuoteVariations);
  return (answer?.variations ?? []).filter((variation) => variation.status === 'approved').reduce((sum, variation) => sum + parseMoney(variation.total), 0);
}

/** What a claim's first line says, in the tradie's words. */
function claimWords(number: number, claim: Pick<CreateClaim, 'kind' | 'value'>): string {
  if (claim.kind === 'retention') return 'Retention released';
  if (claim.kind === 'percent') return `Progress claim ${number}: ${displayQuantity(claim.value!)}% of the job`;
  if (claim.kind === 'remainder') return `Progress claim ${number}: the balance of the job`;
  return `Progress claim ${number}`;
}

/**
 * The claim's lines at their prices before GST: the claim, less the retention held from
 * it. GST is the GST inside each amount (one eleventh), so the invoice totals exactly
 * what the claim bills and the claims add up to exactly the job.
 */
function claimLines(invoiceId: string, words: string, thisClaimCents: number, retentionHeldCents: number, retentionPercent: number, applyGST: boolean) {
  const inputs: LineInput[] = [{ description: words, quantity: 100, unitPrice: thisClaimCents - gstIncludedCents(thisClaimCents, applyGST), type: 'other' }];
  if (retentionHeldCents > 0) {
    inputs.push({
      description: `Retention held (${retentionPercent}%)`,
      quantity: 100,
      unitPrice: -(retentionHeldCents - gstIncludedCents(retentionHeldCents, applyGST)),
      type: 'other',
    });
  }
  const gstCents = gstIncludedCents(thisClaimCents, applyGST) - gstIncludedCents(retentionHeldCents, applyGST);
  const totalCents = thisClaimCents - retentionHeldCents;
  return {
    lines: inputs.map((input, position) => newLine(INVOICE_LINES, invoiceId, position, input)),
    totals: { itemsCents: totalCents - gstCents, subtotalCents: totalCents - gstCents, gstCents, totalCents, depositCents: 0 },
  };
}

function assertAccepted(quote: CurrentQuote): NonNullable<CurrentQuote['acceptance']> {
  if (quote.status !== 'approved' || !quote.acceptance) throw conflict(ClaimMessages.notAccepted);
  return quote.acceptance;
}

/**
 * `POST /api/quotes/:id/claims`: the job's next progress claim, a tax invoice in the
 * business's one number sequence. What is left is decided under the job's lock, so two
 * claims at the same moment cannot both bill it (the second answers 409).
 */
export async function makeClaim(db: Knex, quotes: ServiceCalls, clock: Clock, ownerId: string, quoteId: string, input: CreateClaim): Promise<Invoice> {
  const { timeZone, today } = await businessDay(db, ownerId, clock);
  const quote = await currentQuote(quotes, ownerId, quoteId);
  const acceptance = assertAccepted(quote);
  const variationsCents = await approvedVariationsCents(quotes, quoteId);
  const business = await findBusiness(db, ownerId);
  const retentionPercent = business.retentionPercent ?? 0;
  const dueDate = input.dueDate ? calendarDateIn(input.dueDate, timeZone) : addDays(today, invoiceDueDays(business.paymentTerms ?? null));
  return db.transaction(async (trx) => {
    await lockJob(trx, ownerId, quoteId);
    if (await findInvoiceOfQuote(trx, ownerId, quoteId)) throw conflict(ClaimMessages.invoicedWhole);
    const before = await listJobClaims(trx, ownerId, quoteId);
    const number = (await countJobClaims(trx, ownerId, quoteId)) + 1;
    const contractCents = parseMoney(acceptance.totalAmount);
    const plan = planClaim({
      contractCents,
      variationsCents,
      before: before.map(toEarlierClaim),
      claim: input,
      retentionPercent,
      depositCents: await sumQuotePayments(trx, ownerId, quoteId),
    });
    if (plan.refused !== null) throw conflict(plan.refused);
    const id = crypto.randomUUID();
    await insertClaimInvoice(trx, {
      id,
      owner_id: ownerId,
      number: await nextDocumentNumber(trx, ownerId, 'invoice'),
      quote_id: quote.id,
      progress_claim: true,
      title: quote.title,
      description: invoiceDescriptionFromQuote(quote.description),
      client_name: quote.clientName,
      client_email: quote.clientEmail,
      client_id: quote.clientId,
      due_date: dueDate,
      payment_method: input.paymentMethod,
    });
    const { lines, totals } = claimLines(id, claimWords(number, input), plan.thisClaimCents, plan.retentionHeldCents, retentionPercent, business.applyGST);
    await insertLines(trx, INVOICE_LINES, lines);
    await storeTotals(trx, 'invoices', id, totals);
    const claim = {
      invoice_id: id,
      owner_id: ownerId,
      quote_id: quote.id,
      number,
      kind: input.kind,
      value: input.value,
      contract_total: formatMoney(contractCents),
      variations_total: formatMoney(variationsCents),
      claimed_before: formatMoney(plan.claimedBeforeCents),
      this_claim: formatMoney(plan.thisClaimCents),
      deposit_applied: formatMoney(plan.depositAppliedCents),
      retention_held: formatMoney(plan.retentionHeldCents),
      remaining: formatMoney(plan.remainingCents),
    };
    await insertClaim(trx, claim);
    await keepQuote(trx, quote);
    const settled = await recountPaid(trx, (await findInvoice(trx, ownerId, id)) as InvoiceRow);
    await emitInvoiceEvent(trx, 'invoice.created', settled);
    return { ...toInvoice(settled, today), claim: toSchedule({ ...claim, created_at: new Date() }) };
  });
}
