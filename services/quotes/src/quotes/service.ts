import { billedLines, formatMoney, formatQuantity, type CreateQuote, type CreateQuoteWithItems, type QuoteHistoryEntry, type QuoteWithMoney } from '@cobber/contracts';
import { conflict, notFound, type Knex } from '@cobber/kit';
import { findBusiness, insertLines, lockOwnerPricing, linesTotals, newLine, nextDocumentNumber, storeTotals } from '@cobber/documents';
import { planDeposit, writeDeposit } from './deposit-plan.ts';
import { emitQuoteEvent } from './events.ts';
import { quoteWithMoney } from './money.ts';
import { addHistory, findAcceptance, findQuote, insertQuote, listHistory, listItems } from './repository.ts';
import { revise } from './revision.ts';
import { madeWordsOnCreate } from './words-follow-lines.ts';
import { travelCents } from './travel.ts';
import { linesOfBilledOption } from '../options/pricing.ts';
import { assertLinesInOptions } from '../options/line-options.ts';
import { listOptions } from '../options/repository.ts';
import { QUOTE_LINES, toHistoryEntry, toQuote, type ItemRow, type QuoteRow } from './rows.ts';

/** A quote the client has answered keeps its price; only its words may change. */
export function assertPriceOpen(quote: QuoteRow): void {
  if (quote.status === 'approved' || quote.status === 'rejected') {
    throw conflict(`This quote was ${quote.status === 'approved' ? 'approved' : 'declined'}; its amounts can no longer change`);
  }
}

/** The owner's quote, or 404: another owner's is not found. */
export async function findOwnedQuote(db: Knex, ownerId: string, id: string): Promise<QuoteRow> {
  const quote = await findQuote(db, ownerId, id);
  if (!quote) throw notFound('Quote not found');
  return quote;
}

/** A quote's history, newest first; the client's approval carries their acceptance record. */
export async function quoteHistory(db: Knex, ownerId: string, id: string): Promise<QuoteHistoryEntry[]> {
  const quote = await findOwnedQuote(db, ownerId, id);
  const [history, acceptance] = await Promise.all([listHistory(db, quote.id), findAcceptance(db, quote.id)]);
  return history.map((entry) => toHistoryEntry(entry, acceptance));
}

/**
 * The owner's quote locked for a change. The owner's pricing lock comes first, as the
 * repricing after a GST change takes it before it locks the drafts: taken the other way
 * round, a change and that repricing could each wait for the other.
 */
export async function loadQuoteForChange(trx: Knex.Transaction, ownerId: string, id: string): Promise<QuoteRow> {
  await lockOwnerPricing(trx, ownerId);
  const quote = await findQuote(trx, ownerId, id, { lock: true });
  if (!quote) throw notFound('Quote not found');
  return quote;
}

/** Stores the quote's totals from the lines it bills and its travel. */
export async function priceQuote(trx: Knex.Transaction, quote: QuoteRow, billed: readonly ItemRow[], applyGST: boolean): Promise<QuoteRow> {
  const travel = travelCents(quote);
  const totals = linesTotals(billed, travel, applyGST);
  return storeTotals<QuoteRow>(trx, 'quotes', quote.id, totals, { travel_cost: formatMoney(travel) });
}

/**
 * Works out the quote's totals again from its lines and travel, with the business's current
 * GST setting: the lines of the option chosen (the first before the client chooses) that
 * are not add-ons and, once accepted, the add-ons chosen.
 */
export async function reprice(trx: Knex.Transaction, quote: QuoteRow): Promise<QuoteRow> {
  await lockOwnerPricing(trx, quote.owner_id);
  const [business, items, acceptance, options] = await Promise.all([
    findBusiness(trx, quote.owner_id),
    listItems(trx, quote.id),
    findAcceptance(trx, quote.id),
    listOptions(trx, quote.id),
  ]);
  const lines = linesOfBilledOption(items, options, acceptance?.option_id);
  return priceQuote(trx, quote, billedLines(lines, acceptance?.optional_item_ids ?? []), business.applyGST);
}

/**
 * Recomputes totals with the business's current GST setting, then writes the event. An
 * update (its lines, or its GST when the business changes it) is a new revision.
 */
export async function settle(trx: Knex.Transaction, quote: QuoteRow, type: 'quote.created' | 'quote.updated'): Promise<QuoteRow> {
  await lockOwnerPricing(trx, quote.owner_id);
  const current = type === 'quote.updated' ? await revise(trx, quote) : quote;
  const settled = await reprice(trx, current);
  await emitQuoteEvent(trx, type, settled);
  return settled;
}

/**
 * A draft worked out again after its business's GST setting changed: a new revision and
 * its event only when its totals really moved (a quote without lines, or already priced
 * with the setting, stays as it is).
 */
export async function settleIfRepriced(trx: Knex.Transaction, quote: QuoteRow): Promise<void> {
  const priced = await reprice(trx, quote);
  if (priced.subtotal === quote.subtotal && priced.tax_amount === quote.tax_amount && priced.total_amount === quote.total_amount) return;
  await emitQuoteEvent(trx, 'quote.updated', await revise(trx, priced));
}

/** The deposit asked for with a new quote, once its total is known; nothing when none was. */
async function requestDepositOnCreate(trx: Knex.Transaction, quote: QuoteRow, input: CreateQuote | CreateQuoteWithItems): Promise<void> {
  if (!('deposit' in input) || input.deposit === undefined) return;
  const change = planDeposit(quote, await listItems(trx, quote.id), input.deposit, 'deposit');
  if (change) await writeDeposit(trx, quote, change);
}

/**
 * `POST /api/quotes`, with or without its lines and deposit: a draft whose totals the
 * server computes, made in one transaction with one event.
 */
export async function createQuote(db: Knex, ownerId: string, input: CreateQuote | CreateQuoteWithItems): Promise<QuoteWithMoney> {
  return db.transaction(async (trx) => {
    const id = crypto.randomUUID();
    const items = 'items' in input ? input.items : [];
    const lines = items.map((item, position) => newLine(QUOTE_LINES, id, position, item, `items.${position}.unitPrice`));
    // A new quote has no options yet: its lines are in every option it will have.
    assertLinesInOptions(lines, [], (index) => `items.${index}.optionId`);
    const inserted = await insertQuote(trx, {
      id,
      owner_id: ownerId,
      number: await nextDocumentNumber(trx, ownerId, 'quote'),
      title: input.title,
      description: input.description,
      client_id: input.clientId,
      client_name: input.clientName,
      client_email: input.clientEmail,
      include_travel: input.includeTravel,
      travel_distance: formatQuantity(input.travelDistance),
      cost_per_km: formatMoney(input.costPerKm),
      made_words: madeWordsOnCreate(input, lines),
    });
    await insertLines(trx, QUOTE_LINES, lines);
    await addHistory(trx, id, [{ changeType: 'created', description: `Quote created for ${input.clientName}` }]);
    const priced = await reprice(trx, inserted);
    await requestDepositOnCreate(trx, priced, input);
    await emitQuoteEvent(trx, 'quote.created', priced);
    return quoteWithMoney(trx, priced);
  });
}
