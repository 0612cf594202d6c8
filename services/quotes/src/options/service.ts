import { MAX_OPTIONS, OptionMessages, type QuoteOptionInput, type QuoteOptionName } from '@cobber/contracts';
import { conflict, notFound, type Knex } from '@cobber/kit';
import { planChanges, type LinePlan } from '@cobber/documents';
import { saveLines } from '../quotes/lines.ts';
import { addHistory, listItems } from '../quotes/repository.ts';
import type { ItemRow, QuoteRow } from '../quotes/rows.ts';
import { assertPriceOpen, loadQuoteForChange, settle } from '../quotes/service.ts';
import { deleteOptionRow, insertOption, listOptions, renameOptionRow, type OptionRow } from './repository.ts';

const NO_SUCH_OPTION = 'Option not found';

function pickOption(options: readonly OptionRow[], optionId: string): OptionRow {
  const option = options.find((o) => o.id === optionId);
  if (!option) throw notFound(NO_SUCH_OPTION);
  return option;
}

const answer = (option: OptionRow): QuoteOptionName => ({ id: option.id, name: option.name });

/**
 * `POST /api/quotes/:id/options`: one more option on an unanswered quote, at most three
 * (checked under the quote's lock, so two at once cannot make a fourth). The client sees it,
 * so the quote takes a new revision, priced again: the first option is its "from" price.
 */
export async function addOption(db: Knex, ownerId: string, quoteId: string, input: QuoteOptionInput): Promise<QuoteOptionName> {
  return db.transaction(async (trx) => {
    const quote = await loadQuoteForChange(trx, ownerId, quoteId);
    assertPriceOpen(quote);
    const options = await listOptions(trx, quote.id);
    if (options.length >= MAX_OPTIONS) throw conflict(OptionMessages.tooMany);
    const position = options.reduce((last, option) => Math.max(last, option.position + 1), 0);
    const option = await insertOption(trx, { id: crypto.randomUUID(), quote_id: quote.id, name: input.name, position });
    await addHistory(trx, quote.id, [{ changeType: 'updated', description: `Added the option ${option.name}`, fieldChanged: 'Options', newValue: option.name }]);
    await settle(trx, quote, 'quote.updated');
    return answer(option);
  });
}

/** `PATCH /api/quotes/:id/options/:optionId`: a new name, a new revision (the client reads it). */
export async function renameOption(db: Knex, ownerId: string, quoteId: string, optionId: string, input: QuoteOptionInput): Promise<QuoteOptionName> {
  return db.transaction(async (trx) => {
    const quote = await loadQuoteForChange(trx, ownerId, quoteId);
    const option = pickOption(await listOptions(trx, quote.id), optionId);
    if (option.name === input.name) return answer(option);
    const renamed = await renameOptionRow(trx, option.id, input.name);
    await addHistory(trx, quote.id, [{ changeType: 'updated', description: `Renamed the option ${option.name}`, fieldChanged: 'Options', oldValue: option.name, newValue: renamed.name }]);
    await settle(trx, quote, 'quote.updated');
    return answer(renamed);
  });
}

/** The plan that takes away the lines that are only in `option`; the others stay as they are. */
function planWithoutOption(items: ItemRow[], option: OptionRow): LinePlan<ItemRow> {
  const removed = items.filter((line) => line.option_id === option.id);
  return { before: items, after: items.filter((line) => line.option_id !== option.id), added: [], changed: [], removed, reordered: false };
}

/**
 * `DELETE /api/quotes/:id/options/:optionId`: the option goes with the lines that are only
 * in it (each in the history); lines in every option stay. Only while the price is open.
 */
export async function removeOption(db: Knex, ownerId: string, quoteId: string, optionId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const quote: QuoteRow = await loadQuoteForChange(trx, ownerId, quoteId);
    const option = pickOption(await listOptions(trx, quote.id), optionId);
    assertPriceOpen(quote);
    const plan = planWithoutOption(await listItems(trx, quote.id), option);
    const lineHistory = planChanges(plan) ? await saveLines(trx, quote, plan, 'items') : [];
    await deleteOptionRow(trx, option.id);
    await addHistory(trx, quote.id, [...lineHistory, { changeType: 'updated', description: `Removed the option ${option.name}`, fieldChanged: 'Options', oldValue: option.name }]);
    await settle(trx, quote, 'quote.updated');
  });
}
