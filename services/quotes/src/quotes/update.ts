import { lineFitsCents, parseMoney, parseQuantity, QuoteMessages, type QuoteWithMoney, type UpdateQuote } from '@cobber/contracts';
import { badRequest, type Knex } from '@cobber/kit';
import { assertTotalFits, planChanges, planLineList } from '@cobber/documents';
import { planDeposit, writeDeposit } from './deposit-plan.ts';
import { emitQuoteEvent } from './events.ts';
import { saveLines } from './lines.ts';
import { quoteWithMoney } from './money.ts';
import { addHistory, listItems, updateQuoteRow, type HistoryInput } from './repository.ts';
import { revise } from './revision.ts';
import { QUOTE_LINES, type QuoteRow } from './rows.ts';
import { assertPriceOpen, loadQuoteForChange, reprice } from './service.ts';
import { editTravel, travelCents } from './travel.ts';
import { wordsFollowLines } from './words-follow-lines.ts';
import { editValidity } from '../expiry/validity.ts';

type WordFields = Pick<UpdateQuote, 'title' | 'description' | 'clientName' | 'clientEmail' | 'aiSummary'>;

/** `shown`: the client's page and PDF show it, so changing it makes a new revision. */
const EDITABLE_FIELDS: Record<keyof WordFields, { column: keyof QuoteRow; label: string; shown: boolean }> = {
  title: { column: 'title', label: 'Title', shown: true },
  description: { column: 'description', label: 'Description', shown: true },
  clientName: { column: 'client_name', label: 'Client name', shown: true },
  clientEmail: { column: 'client_email', label: 'Client email', shown: false },
  aiSummary: { column: 'ai_summary', label: 'Summary', shown: true },
};

interface FieldEdit {
  columns: Record<string, unknown>;
  history: HistoryInput[];
  seenByClient: boolean;
}

/** The quote's own words that really change, one history entry each. */
function editWords(quote: QuoteRow, input: UpdateQuote): FieldEdit {
  const edit: FieldEdit = { columns: {}, history: [], seenByClient: false };
  for (const field of Object.keys(EDITABLE_FIELDS) as (keyof WordFields)[]) {
    const value = input[field];
    if (value === undefined) continue;
    const { column, label, shown } = EDITABLE_FIELDS[field];
    const old = quote[column] as string | null;
    if ((old ?? null) === (value ?? null)) continue;
    edit.columns[column] = value;
    edit.seenByClient ||= shown;
    edit.history.push({ changeType: 'updated', description: `${label} changed`, fieldChanged: label, oldValue: old, newValue: value });
  }
  return edit;
}

async function writeColumns(trx: Knex.Transaction, quote: QuoteRow, columns: Record<string, unknown>): Promise<QuoteRow> {
  if (Object.keys(columns).length === 0) return quote;
  return updateQuoteRow(trx, quote.id, columns);
}

/**
 * The price side of an edit: travel and the whole list of lines. One that moves money needs
 * an unanswered quote whose total still fits. Answers the quote as written (totals not yet
 * worked out again), its history, and whether the price changed.
 */
async function editPrice(trx: Knex.Transaction, quote: QuoteRow, input: UpdateQuote): Promise<{ quote: QuoteRow; history: HistoryInput[]; priced: boolean }> {
  const travel = editTravel(quote, input);
  const before = await listItems(trx, quote.id);
  const plan = input.items ? planLineList(QUOTE_LINES, quote.id, before, input.items) : null;
  const linesChanged = plan !== null && planChanges(plan);
  if (travel.history.length > 0) {
    assertPriceOpen(quote);
    const travelled = { ...quote, ...travel.columns };
    // Distance and cost may each be sent alone: the line they make now is held to a line's limit.
    if (travelled.include_travel && !lineFitsCents(parseQuantity(travelled.travel_distance), parseMoney(travelled.cost_per_km))) {
      throw badRequest(QuoteMessages.travelTooLarge, { costPerKm: QuoteMessages.travelTooLarge });
    }
    assertTotalFits(QUOTE_LINES, plan?.after ?? before, travelCents(travelled), 'costPerKm');
  }
  const written = await writeColumns(trx, quote, travel.columns);
  const lineHistory = linesChanged ? await saveLines(trx, written, plan, 'items') : [];
  return { quote: written, history: [...travel.history, ...lineHistory], priced: travel.history.length > 0 || linesChanged };
}

/**
 * `PATCH /api/quotes/:id`: the words, travel, the whole list of lines, the deposit and how long it holds (`validUntil`), in
 * one transaction (the quote's row locked) with one event. One history entry per field,
 * line field or deposit that really changed; one new revision when the client would see
 * any of it. Anything refused (400, 409) leaves the quote as it was.
 */
export async function updateQuote(db: Knex, ownerId: string, id: string, input: UpdateQuote): Promise<QuoteWithMoney> {
  return db.transaction(async (trx) => {
    const quote = await loadQuoteForChange(trx, ownerId, id);
    const words = editWords(quote, input);
    const price = await editPrice(trx, quote, input);
    const validity = input.validUntil === undefined ? null : await editValidity(trx, quote, input.validUntil);
    let current = await writeColumns(trx, price.quote, { ...words.columns, ...validity?.columns });
    const followed = price.priced ? await wordsFollowLines(trx, current) : { quote: current, history: [] };
    current = followed.quote;
    // The deposit is checked against the total as it now stands.
    if (price.priced) current = await reprice(trx, current);
    const deposit = input.deposit === undefined ? null : planDeposit(current, await listItems(trx, current.id), input.deposit, 'deposit');
    if (deposit) await writeDeposit(trx, current, deposit);
    const history = [...words.history, ...(validity?.history ?? []), ...price.history, ...followed.history];
    if (history.length === 0 && !deposit) return quoteWithMoney(trx, quote);
    await addHistory(trx, quote.id, history);
    if (price.priced || words.seenByClient || deposit) current = await revise(trx, current);
    await emitQuoteEvent(trx, 'quote.updated', current);
    return quoteWithMoney(trx, current);
  });
}
