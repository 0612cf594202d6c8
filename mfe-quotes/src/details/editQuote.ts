import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { documentFormErrors, parseMoney, parseQuantity, UpdateQuote, type Quote, type QuoteItem } from '@cobber/contracts';

/** The edit mode's fields (spec §2): the quote's words and its priced lines. */
export interface EditValues {
  title: string;
  description: string;
  clientName: string;
  clientEmail: string;
  aiSummary: string;
  items: Array<{ id: string; description: string; quantity: string; unitPrice: string }>;
}

/** What one Save sends: `PATCH /api/quotes/:id`, the changed fields and, when a line changed, every line. */
export type QuoteSave = z.input<typeof UpdateQuote>;

const QUOTE_FIELDS = ['title', 'description', 'clientName', 'clientEmail', 'aiSummary'] as const;

export function editValues(quote: Quote, items: QuoteItem[]): EditValues {
  return {
    title: quote.title,
    description: quote.description ?? '',
    clientName: quote.clientName,
    clientEmail: quote.clientEmail ?? '',
    aiSummary: quote.aiSummary ?? '',
    items: items
      .filter((item) => item.type !== 'deposit')
      .map(({ id, description, quantity, unitPrice }) => ({ id, description, quantity, unitPrice })),
  };
}

function sameAmount(parse: (text: string) => number, a: string, b: string): boolean {
  try {
    return parse(a) === parse(b);
  } catch {
    return false;
  }
}

function sameLine(a: EditValues['items'][number], b: EditValues['items'][number] | undefined): boolean {
  if (!b) return false;
  return a.description.trim() === b.description.trim() && sameAmount(parseQuantity, a.quantity, b.quantity) && sameAmount(parseMoney, a.unitPrice, b.unitPrice);
}

/**
 * Only the fields the owner changed (a field sent unchanged would still add a history
 * entry) and, when any line changed, the whole list of lines: the server saves it all or
 * nothing, in one call.
 */
export function quoteChanges(before: EditValues, after: EditValues): QuoteSave {
  const save: QuoteSave = {};
  for (const field of QUOTE_FIELDS) {
    if (after[field].trim() !== before[field].trim()) save[field] = after[field];
  }
  if (after.items.some((item, index) => !sameLine(item, before.items[index]))) save.items = after.items.map((item) => ({ ...item }));
  return save;
}

/** Checks the edit with the API's own schema (spec §5 "Quote edit" and "Quote item"). */
export const editResolver: Resolver<EditValues> = (values) => {
  const body = { ...Object.fromEntries(QUOTE_FIELDS.map((field) => [field, values[field]])), items: values.items };
  const errors = documentFormErrors(UpdateQuote.safeParse(body).error?.issues ?? []);
  return errors ? { values: {}, errors: errors as FieldErrors<EditValues> } : { values, errors: {} };
};
