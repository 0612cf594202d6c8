import {
  formatMoney,
  formatQuantity,
  ItemTypeLabels,
  type CreateQuote,
  type CreateQuoteWithItems,
  type Quote,
  type QuoteItemInput,
  type UpdateQuote,
} from '@cobber/contracts';
import { conflict, notFound, type Knex } from '@cobber/kit';
import { findBusiness } from '../replica/business-replica.ts';
import { emitQuoteEvent } from './events.ts';
import { addHistory, findQuote, listItems, nextQuoteNumber, type HistoryInput } from './repository.ts';
import { revise } from './revision.ts';
import { toQuote, type ItemRow, type QuoteRow } from './rows.ts';
import { lineTotal, recomputeTotals } from './totals.ts';

/** A quote the client has answered keeps its price; only its words may change. */
export function assertPriceOpen(quote: QuoteRow): void {
  if (quote.status === 'approved' || quote.status === 'rejected') {
    throw conflict(`This quote was ${quote.status === 'approved' ? 'approved' : 'declined'}; its amounts can no longer change`);
  }
}

export async function loadQuoteForChange(trx: Knex.Transaction, ownerId: string, id: string): Promise<QuoteRow> {
  const quote = await findQuote(trx, ownerId, id, { lock: true });
  if (!quote) throw notFound('Quote not found');
  return quote;
}

/**
 * Recomputes totals with the business's current GST setting, then writes the event. An
 * update (its lines, or its GST when the business changes it) is a new revision.
 */
export async function settle(trx: Knex.Transaction, quote: QuoteRow, type: 'quote.created' | 'quote.updated'): Promise<QuoteRow> {
  const business = await findBusiness(trx, quote.owner_id);
  const items = await listItems(trx, quote.id);
  const current = type === 'quote.updated' ? await revise(trx, quote) : quote;
  const settled = await recomputeTotals(trx, current, items, business.applyGST);
  await emitQuoteEvent(trx, type, settled);
  return settled;
}

export function itemRow(quoteId: string, position: number, item: QuoteItemInput): ItemRow {
  return {
    id: crypto.randomUUID(),
    quote_id: quoteId,
    position,
    description: item.description,
    detailed_description: item.detailedDescription,
    quantity: formatQuantity(item.quantity),
    unit_price: formatMoney(item.unitPrice),
    total_price: lineTotal(item.quantity, item.unitPrice),
    type: item.type,
  };
}

/** `POST /api/quotes`, with or without its lines: a draft whose totals the server computes. */
export async function createQuote(db: Knex, ownerId: string, input: CreateQuote | CreateQuoteWithItems): Promise<Quote> {
  return db.transaction(async (trx) => {
    const id = crypto.randomUUID();
    const [inserted] = await trx('quotes')
      .insert({
        id,
        owner_id: ownerId,
        number: await nextQuoteNumber(trx, ownerId),
        title: input.title,
        description: input.description,
        client_id: input.clientId,
        client_name: input.clientName,
        client_email: input.clientEmail,
        include_travel: input.includeTravel,
        travel_distance: formatQuantity(input.travelDistance),
        cost_per_km: formatMoney(input.costPerKm),
      })
      .returning('*');
    const items = 'items' in input ? input.items : [];
    if (items.length > 0) await trx('quote_items').insert(items.map((item, position) => itemRow(id, position, item)));
    await addHistory(trx, id, [{ changeType: 'created', description: `Quote created for ${input.clientName}` }]);
    return toQuote(await settle(trx, inserted as QuoteRow, 'quote.created'));
  });
}

/** `shown`: the client's page and PDF show it, so changing it makes a new revision. */
const EDITABLE_FIELDS: Record<keyof UpdateQuote, { column: keyof QuoteRow; label: string; shown: boolean }> = {
  title: { column: 'title', label: 'Title', shown: true },
  description: { column: 'description', label: 'Description', shown: true },
  clientName: { column: 'client_name', label: 'Client name', shown: true },
  clientEmail: { column: 'client_email', label: 'Client email', shown: false },
  aiSummary: { column: 'ai_summary', label: 'Summary', shown: true },
};

/** `PATCH /api/quotes/:id`: one history entry per field that really changed. */
export async function updateQuote(db: Knex, ownerId: string, id: string, input: UpdateQuote): Promise<Quote> {
  return db.transaction(async (trx) => {
    const quote = await loadQuoteForChange(trx, ownerId, id);
    const changes: Record<string, unknown> = {};
    const history: HistoryInput[] = [];
    let seenByClient = false;
    for (const [field, value] of Object.entries(input) as [keyof UpdateQuote, string | null | undefined][]) {
      if (value === undefined) continue;
      const { column, label, shown } = EDITABLE_FIELDS[field];
      const old = quote[column] as string | null;
      if ((old ?? null) === (value ?? null)) continue;
      changes[column] = value;
      seenByClient ||= shown;
      history.push({ changeType: 'updated', description: `${label} changed`, fieldChanged: label, oldValue: old, newValue: value });
    }
    if (history.length === 0) return toQuote(quote);
    const [changed] = await trx('quotes').where('id', id).update({ ...changes, updated_at: trx.fn.now() }).returning('*');
    await addHistory(trx, id, history);
    const updated = seenByClient ? await revise(trx, changed as QuoteRow) : (changed as QuoteRow);
    await emitQuoteEvent(trx, 'quote.updated', updated);
    return toQuote(updated);
  });
}

export function describeItem(item: Pick<ItemRow, 'type' | 'description'>): string {
  return `${ItemTypeLabels[item.type]} "${item.description}"`;
}
