import type { Quote, UpdateQuote } from '@cobber/contracts';
import { planChanges, planLineList, type Knex } from '@cobber/kit';
import { emitQuoteEvent } from './events.ts';
import { saveLines } from './lines.ts';
import { addHistory, listItems, updateQuoteRow, type HistoryInput } from './repository.ts';
import { revise } from './revision.ts';
import { QUOTE_LINES, toQuote, type QuoteRow } from './rows.ts';
import { loadQuoteForChange, settle } from './service.ts';

type QuoteFields = Omit<UpdateQuote, 'items'>;

/** `shown`: the client's page and PDF show it, so changing it makes a new revision. */
const EDITABLE_FIELDS: Record<keyof QuoteFields, { column: keyof QuoteRow; label: string; shown: boolean }> = {
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

/** The quote's own fields that really change, one history entry each. */
function editFields(quote: QuoteRow, input: QuoteFields): FieldEdit {
  const edit: FieldEdit = { columns: {}, history: [], seenByClient: false };
  for (const [field, value] of Object.entries(input) as [keyof QuoteFields, string | null | undefined][]) {
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

async function writeFields(trx: Knex.Transaction, quote: QuoteRow, columns: Record<string, unknown>): Promise<QuoteRow> {
  if (Object.keys(columns).length === 0) return quote;
  return updateQuoteRow(trx, quote.id, columns);
}

/**
 * `PATCH /api/quotes/:id`: the fields sent and, with `items`, the whole list of lines, in
 * one transaction (the quote's row locked) with one event. One history entry per field or
 * line field that really changed; one new revision when the client would see any of it.
 * Anything refused (400, 409) leaves the quote as it was.
 */
export async function updateQuote(db: Knex, ownerId: string, id: string, input: UpdateQuote): Promise<Quote> {
  const { items, ...fields } = input;
  return db.transaction(async (trx) => {
    const quote = await loadQuoteForChange(trx, ownerId, id);
    const edit = editFields(quote, fields);
    const plan = items ? planLineList(QUOTE_LINES, quote.id, await listItems(trx, quote.id), items) : null;
    const linesChanged = plan !== null && planChanges(plan);
    const history = [...edit.history, ...(linesChanged ? await saveLines(trx, quote, plan, 'items') : [])];
    if (history.length === 0) return toQuote(quote);
    const changed = await writeFields(trx, quote, edit.columns);
    await addHistory(trx, quote.id, history);
    // New lines reprice the quote; settle makes the one revision and writes the one event.
    if (linesChanged) return toQuote(await settle(trx, changed, 'quote.updated'));
    const updated = edit.seenByClient ? await revise(trx, changed) : changed;
    await emitQuoteEvent(trx, 'quote.updated', updated);
    return toQuote(updated);
  });
}
