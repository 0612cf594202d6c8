import { lineFitsCents, MAX_ITEMS, parseMoney, parseQuantity, QuoteMessages, type QuoteOptionName } from '@cobber/contracts';
import { conflict, HttpError, type Knex } from '@cobber/kit';
import { changeLine, newLine, type LinePlan } from '@cobber/documents';
import { significantWords } from '../drafting/book-match.ts';
import { wholeBook, type PriceBookRow } from '../price-book/repository.ts';
import { saveLines } from '../quotes/lines.ts';
import { addHistory, listItems } from '../quotes/repository.ts';
import { QUOTE_LINES, type ItemRow } from '../quotes/rows.ts';
import { assertPriceOpen, loadQuoteForChange, settle } from '../quotes/service.ts';
import { insertOption, listOptions, type OptionRow } from './repository.ts';

export const DraftOptionMessages = {
  hasOptions: 'This quote already has options',
  nothingToVary: 'Your price book has no cheaper or dearer item for these lines: add some to draft options',
  noRoom: 'These options do not fit on the quote',
} as const;

/** The same kind of thing in the book: a materials line's by materials, an other line's by others. */
function sameThing(line: ItemRow, item: PriceBookRow): boolean {
  if (item.type !== line.type) return false;
  const lineWords = new Set(significantWords(line.description).filter((word) => !/^\d+$/.test(word)));
  return significantWords(item.description).some((word) => lineWords.has(word));
}

/**
 * The cheapest and dearest book item for the line's scope, when the book has a price either
 * side of it; an item whose price times the line's quantity is past a line's limit is passed over.
 */
function choicesFor(line: ItemRow, book: readonly PriceBookRow[]): { basic: PriceBookRow | null; premium: PriceBookRow | null } {
  const price = parseMoney(line.unit_price);
  const quantity = parseQuantity(line.quantity);
  const alike = book.filter((item) => sameThing(line, item) && lineFitsCents(quantity, parseMoney(item.unit_price))).sort((a, b) => parseMoney(a.unit_price) - parseMoney(b.unit_price));
  const basic = alike.find((item) => parseMoney(item.unit_price) < price) ?? null;
  const premium = alike.findLast((item) => parseMoney(item.unit_price) > price) ?? null;
  return { basic, premium };
}

/**
 * "Draft options": a basic, standard and premium set for the same scope from the price book.
 * Each materials or other line the book has a cheaper or dearer item for becomes the Standard
 * option's, with the book's cheapest in Basic and its dearest in Premium (the same quantity;
 * the line itself where the book has nothing either side). Labour and the rest stay in every
 * option. Refused (409) on a quote that has options, is answered, or whose lines the book cannot vary.
 */
export async function draftOptions(db: Knex, ownerId: string, quoteId: string): Promise<QuoteOptionName[]> {
  return db.transaction(async (trx) => {
    const quote = await loadQuoteForChange(trx, ownerId, quoteId);
    assertPriceOpen(quote);
    if ((await listOptions(trx, quote.id)).length > 0) throw conflict(DraftOptionMessages.hasOptions);
    const [items, book] = await Promise.all([listItems(trx, quote.id), wholeBook(trx, ownerId, { includeHidden: false })]);
    const varied = items
      .filter((line) => (line.type === 'materials' || line.type === 'other') && !line.optional)
      .map((line) => ({ line, ...choicesFor(line, book) }))
      .filter((choice) => choice.basic || choice.premium);
    if (varied.length === 0) throw conflict(DraftOptionMessages.nothingToVary);

    const named: OptionRow[] = [];
    for (const [at, name] of ['Basic', 'Standard', 'Premium'].entries()) named.push(await insertOption(trx, { id: crypto.randomUUID(), quote_id: quote.id, name, position: at }));
    const [basic, standard, premium] = named as [OptionRow, OptionRow, OptionRow];
    let position = items.reduce((last, line) => Math.max(last, line.position + 1), 0);
    const copy = (line: ItemRow, item: PriceBookRow | null, optionId: string) =>
      newLine(QUOTE_LINES, quote.id, position++, {
        description: item?.description ?? line.description,
        detailedDescription: item ? null : line.detailed_description,
        quantity: parseQuantity(line.quantity),
        unitPrice: parseMoney(item?.unit_price ?? line.unit_price),
        type: line.type,
        optionId,
      });
    const changed = varied.map(({ line }) => changeLine(QUOTE_LINES, line, { optionId: standard.id }));
    const added = varied.flatMap(({ line, basic: cheaper, premium: dearer }) => [copy(line, cheaper, basic.id), copy(line, dearer, premium.id)]);
    const after = [...items.map((line) => changed.find((change) => change.before.id === line.id)?.after ?? line), ...added];
    if (after.length > MAX_ITEMS) throw conflict(`${DraftOptionMessages.noRoom}: ${QuoteMessages.tooManyItems}`);
    const plan: LinePlan<ItemRow> = { before: items, after, added, changed, removed: [], reordered: false };
    const history = await saveLines(trx, quote, plan, 'items').catch((error: unknown) => {
      // Nothing in the request is wrong: the quote's own lines leave no room for the options
      // (too many lines, or a total past the limit), so it is the quote's state that refuses.
      if (error instanceof HttpError && error.status === 400) throw conflict(`${DraftOptionMessages.noRoom}: ${error.message}`);
      throw error;
    });
    const drafted = varied.map(({ line }) => line.description).join(', ');
    await addHistory(trx, quote.id, [
      { changeType: 'updated', description: `Drafted the options Basic, Standard and Premium for ${drafted}`, fieldChanged: 'Options', newValue: 'Basic, Standard, Premium' },
      ...history,
    ]);
    await settle(trx, quote, 'quote.updated');
    return named.map((option) => ({ id: option.id, name: option.name }));
  });
}
