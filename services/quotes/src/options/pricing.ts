import { billedOptionId, formatMoney, optionLines, type QuoteOption } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { findBusiness, linesTotals } from '@cobber/documents';
import { listItems } from '../quotes/repository.ts';
import type { ItemRow, QuoteRow } from '../quotes/rows.ts';
import { travelCents } from '../quotes/travel.ts';
import { listOptions, type OptionRow } from './repository.ts';

const optionOf = (line: ItemRow) => line.option_id;

/** The lines of the option `optionId` (null: a quote without options): its own and those in every option. */
export function linesOfOption(items: readonly ItemRow[], optionId: string | null): ItemRow[] {
  return optionLines(items, optionOf, optionId);
}

/** The lines the quote's own total stands for: those of the option chosen, or of the first one before the client chooses. */
export function linesOfBilledOption(items: readonly ItemRow[], options: readonly OptionRow[], chosenId: string | null | undefined): ItemRow[] {
  return linesOfOption(items, billedOptionId(options, chosenId));
}

/** Each option priced as the client would take it: its lines with the common ones, travel and GST, no add-ons. */
export function priceOptions(items: readonly ItemRow[], options: readonly OptionRow[], travel: number, applyGST: boolean): QuoteOption[] {
  return options.map((option) => {
    const lines = linesOfOption(items, option.id).filter((line) => !line.optional);
    const totals = linesTotals(lines, travel, applyGST);
    return {
      id: option.id,
      name: option.name,
      subtotal: formatMoney(totals.subtotalCents),
      taxAmount: formatMoney(totals.gstCents),
      total: formatMoney(totals.totalCents),
    };
  });
}

/** A quote's options, priced with the business's GST as it stands. */
export async function quoteOptions(db: Knex | Knex.Transaction, quote: QuoteRow): Promise<QuoteOption[]> {
  const options = await listOptions(db, quote.id);
  if (options.length === 0) return [];
  const [items, business] = await Promise.all([listItems(db, quote.id), findBusiness(db, quote.owner_id)]);
  return priceOptions(items, options, travelCents(quote), business.applyGST);
}
