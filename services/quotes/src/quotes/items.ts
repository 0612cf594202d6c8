import { ErrorCode, type CreateQuoteItem, type QuoteItem, type UpdateQuoteItem } from '@cobber/contracts';
import { HttpError, notFound, type Knex } from '@cobber/kit';
import { lockOwnerPricing, planAddLine, planChangeLine, planChanges, type LinePlan } from '@cobber/documents';
import { saveLines } from './lines.ts';
import { addHistory, findQuote, listItems } from './repository.ts';
import { QUOTE_LINES, toItem, type ItemRow, type QuoteRow } from './rows.ts';
import { loadQuoteForChange, settle } from './service.ts';
import { wordsFollowLines } from './words-follow-lines.ts';

const NO_SUCH_QUOTE = 'No such quote';

/** `POST /api/quote-items`: a line added at the end of the owner's quote (another's is 404 naming `quoteId`). */
export async function addItem(db: Knex, ownerId: string, input: CreateQuoteItem): Promise<QuoteItem> {
  return db.transaction(async (trx) => {
    // The pricing lock before the quote's, as loadQuoteForChange takes them.
    await lockOwnerPricing(trx, ownerId);
    const quote = await findQuote(trx, ownerId, input.quoteId, { lock: true });
    if (!quote) throw new HttpError(404, ErrorCode.notFound, NO_SUCH_QUOTE, { fields: { quoteId: NO_SUCH_QUOTE } });
    const plan = planAddLine(QUOTE_LINES, quote.id, await listItems(trx, quote.id), input);
    await saveAndFollow(trx, quote, plan);
    return toItem(plan.added[0]!);
  });
}

/** Saves a change to one line; the quote's words follow its lines, and it is priced again with one event. */
async function saveAndFollow(trx: Knex.Transaction, quote: QuoteRow, plan: LinePlan<ItemRow>): Promise<void> {
  const history = await saveLines(trx, quote, plan, 'unitPrice');
  const followed = await wordsFollowLines(trx, quote);
  await addHistory(trx, quote.id, [...history, ...followed.history]);
  await settle(trx, followed.quote, 'quote.updated');
}

/**
 * The original app's screens match lines by position and patch them by id: `itemRef` is the
 * line's id, or its position (0-based) in the quote.
 */
function pickItem(items: ItemRow[], itemRef: string): ItemRow {
  const item = /^\d+$/.test(itemRef) ? items[Number(itemRef)] : items.find((i) => i.id === itemRef);
  if (!item) throw notFound('Item not found');
  return item;
}

/** `PATCH /api/quotes/:id/items/:itemId`: history names each changed field of the line. */
export async function updateItem(db: Knex, ownerId: string, quoteId: string, itemRef: string, input: UpdateQuoteItem): Promise<QuoteItem> {
  return db.transaction(async (trx) => {
    const quote = await loadQuoteForChange(trx, ownerId, quoteId);
    const items = await listItems(trx, quote.id);
    const item = pickItem(items, itemRef);
    const plan = planChangeLine(QUOTE_LINES, items, item, input);
    if (!planChanges(plan)) return toItem(item);
    await saveAndFollow(trx, quote, plan);
    return toItem((await listItems(trx, quote.id)).find((line) => line.id === item.id)!);
  });
}
