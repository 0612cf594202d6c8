import { api } from '@cobber/web';
import type { NewQuote } from '../quote-form/quoteForm.ts';

export interface DraftedOption {
  id: string;
  name: string;
}

/**
 * The draft's options as the Edit AI Quote screen offers them for each line. They are not
 * saved yet: each stands in under an id of its own (the first `…-000000000001`) until the
 * quote is created and the option saved under its real one.
 */
export function draftedOptions(names: readonly string[] | undefined): DraftedOption[] {
  return (names ?? []).map((name, index) => ({ id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`, name }));
}

type Line = NonNullable<NewQuote['items']>[number];

/** The quote to create with the lines in every option, and each drafted option's own lines. */
export function splitByOption(quote: NewQuote, options: readonly DraftedOption[]): { quote: NewQuote; own: Map<DraftedOption, Line[]> } {
  const items = quote.items ?? [];
  const own = new Map(options.map((option) => [option, items.filter((line) => line.optionId === option.id)] as const));
  const drafted = new Set(options.map((option) => option.id));
  return { quote: { ...quote, items: items.filter((line) => !line.optionId || !drafted.has(line.optionId)) }, own };
}

/**
 * Saves each drafted option of the created quote, then its own lines in it, in order.
 * Stops at the first failure: what is saved stays, Quote Details shows it.
 */
export async function saveDraftedOptions(quoteId: string, own: Map<DraftedOption, Line[]>): Promise<void> {
  for (const [option, lines] of own) {
    const saved = await api('POST /api/quotes/:id/options', { params: { id: quoteId }, body: { name: option.name } });
    for (const line of lines) {
      await api('POST /api/quote-items', { body: { ...line, quoteId, optionId: saved.id } });
    }
  }
}
