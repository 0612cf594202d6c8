import {
  formatMoney,
  formatQuantity,
  parseMoney,
  parseQuantity,
  QuoteMessages,
  quoteTotalFits,
  type CreateQuoteItem,
  type QuoteItem,
  type UpdateQuoteItem,
} from '@cobber/contracts';
import { badRequest, conflict, notFound, type Knex } from '@cobber/kit';
import { MAX_ITEMS } from '@cobber/contracts';
import { addHistory, listItems, type HistoryInput } from './repository.ts';
import { toItem, type ItemRow, type QuoteRow } from './rows.ts';
import { assertPriceOpen, describeItem, itemRow, loadQuoteForChange, settle } from './service.ts';
import { lineTotal } from './totals.ts';

function assertFits(quote: QuoteRow, items: ItemRow[]): void {
  const fits = quoteTotalFits({
    includeTravel: quote.include_travel,
    travelDistance: parseQuantity(quote.travel_distance),
    costPerKm: parseMoney(quote.cost_per_km),
    items: items.map((item) => ({ type: item.type, quantity: parseQuantity(item.quantity), unitPrice: parseMoney(item.unit_price) })),
  });
  if (!fits) throw badRequest(QuoteMessages.totalTooLarge, { unitPrice: QuoteMessages.totalTooLarge });
}

/** `POST /api/quote-items`: a line added at the end of the owner's quote. */
export async function addItem(db: Knex, ownerId: string, input: CreateQuoteItem): Promise<QuoteItem> {
  return db.transaction(async (trx) => {
    const quote = await loadQuoteForChange(trx, ownerId, input.quoteId);
    assertPriceOpen(quote);
    const items = await listItems(trx, quote.id);
    if (items.length >= MAX_ITEMS) throw badRequest(QuoteMessages.tooManyItems, { quoteId: QuoteMessages.tooManyItems });
    const position = items.reduce((max, item) => Math.max(max, item.position + 1), 0);
    const row = itemRow(quote.id, position, input);
    assertFits(quote, [...items, row]);
    await trx('quote_items').insert(row);
    await addHistory(trx, quote.id, [
      { changeType: 'updated', description: `Added ${describeItem(row)}`, fieldChanged: 'Items', newValue: `${row.quantity} × $${row.unit_price}` },
    ]);
    await settle(trx, quote, 'quote.updated');
    return toItem(row);
  });
}

/**
 * The spec's screens match lines by position and patch them by id: `itemRef` is the
 * line's id, or its position (0-based) in the quote.
 */
function pickItem(items: ItemRow[], itemRef: string): ItemRow {
  const item = /^\d+$/.test(itemRef) ? items[Number(itemRef)] : items.find((i) => i.id === itemRef);
  if (!item) throw notFound('Item not found');
  return item;
}

const FIELD_LABELS = { description: 'description', detailedDescription: 'details', quantity: 'quantity', unitPrice: 'rate', type: 'type' } as const;

/** `PATCH /api/quotes/:id/items/:itemId`: history names each changed field of the line. */
export async function updateItem(db: Knex, ownerId: string, quoteId: string, itemRef: string, input: UpdateQuoteItem): Promise<QuoteItem> {
  return db.transaction(async (trx) => {
    const quote = await loadQuoteForChange(trx, ownerId, quoteId);
    const items = await listItems(trx, quote.id);
    const item = pickItem(items, itemRef);
    if (input.type !== undefined && (input.type === 'deposit') !== (item.type === 'deposit')) {
      throw conflict('A deposit line stays a deposit; request or change deposits from the deposit button');
    }
    const next: ItemRow = {
      ...item,
      description: input.description ?? item.description,
      detailed_description: input.detailedDescription !== undefined ? input.detailedDescription : item.detailed_description,
      quantity: input.quantity !== undefined ? formatQuantity(input.quantity) : item.quantity,
      unit_price: input.unitPrice !== undefined ? formatMoney(input.unitPrice) : item.unit_price,
      type: input.type ?? item.type,
    };
    next.total_price = lineTotal(parseQuantity(next.quantity), parseMoney(next.unit_price));
    const history: HistoryInput[] = [];
    const pairs: [keyof typeof FIELD_LABELS, string | null, string | null][] = [
      ['description', item.description, next.description],
      ['detailedDescription', item.detailed_description, next.detailed_description],
      ['quantity', item.quantity, next.quantity],
      ['unitPrice', item.unit_price, next.unit_price],
      ['type', item.type, next.type],
    ];
    for (const [field, before, after] of pairs) {
      if (before === after) continue;
      history.push({
        changeType: 'updated',
        description: `Changed ${describeItem(item)}`,
        fieldChanged: `Item ${item.position + 1} ${FIELD_LABELS[field]}`,
        oldValue: before,
        newValue: after,
      });
    }
    if (history.length === 0) return toItem(item);
    const amountsChanged = next.total_price !== item.total_price;
    if (amountsChanged) {
      assertPriceOpen(quote);
      assertFits(quote, items.map((i) => (i.id === item.id ? next : i)));
    }
    await trx('quote_items').where('id', item.id).update(next);
    await addHistory(trx, quote.id, history);
    await settle(trx, quote, 'quote.updated');
    return toItem(next);
  });
}
