import { parseMoney, type QuoteDraft } from '@cobber/contracts';
import { bookItemFor } from './book-match.ts';
import type { DraftContext } from './drafter.ts';

const dollars = (unitPrice: string) => parseMoney(unitPrice) / 100;

/**
 * A model's draft priced as the tradie prices (issue 13): a line that is one of their
 * price book's items takes the book's price and says so; any other price is typical, to
 * check, whatever the model claimed; labour is always at the business's hourly rate.
 */
export function repriceFromBook(draft: QuoteDraft, context: DraftContext): QuoteDraft {
  return {
    ...draft,
    labour: draft.labour.map((line) => ({ ...line, rate: context.hourlyRate, source: 'business_rate' })),
    materials: draft.materials.map((line) => {
      const mine = bookItemFor(line.item, context.priceBook, 'materials');
      return mine ? { ...line, unit_cost: dollars(mine.unitPrice), source: 'price_book' } : { ...line, source: 'typical' };
    }),
    other: draft.other.map((line) => {
      const mine = bookItemFor(line.item, context.priceBook, 'other');
      return mine ? { ...line, cost: dollars(mine.unitPrice), source: 'price_book' } : { ...line, source: 'typical' };
    }),
  };
}
