import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { parseMoney, parseQuantity, UpdateQuote, UpdateQuoteItem, type Quote, type QuoteItem } from '@cobber/contracts';
import type { QuoteChanges } from '../common/hooks/quotes.ts';

/** The edit mode's fields (spec §2): the quote's words and its priced lines. */
export interface EditValues {
  title: string;
  description: string;
  clientName: string;
  clientEmail: string;
  aiSummary: string;
  items: Array<{ id: string; description: string; quantity: string; unitPrice: string }>;
}

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

/** Only what the owner changed: a field sent unchanged would still add a history entry. */
export function quoteChanges(before: EditValues, after: EditValues): QuoteChanges {
  const quote: QuoteChanges['quote'] = {};
  for (const field of QUOTE_FIELDS) {
    if (after[field].trim() !== before[field].trim()) quote[field] = after[field];
  }
  const items: QuoteChanges['items'] = [];
  after.items.forEach((item, index) => {
    const old = before.items[index];
    if (!old) return;
    const changes: QuoteChanges['items'][number]['changes'] = {};
    if (item.description.trim() !== old.description.trim()) changes.description = item.description;
    if (!sameAmount(parseQuantity, item.quantity, old.quantity)) changes.quantity = item.quantity;
    if (!sameAmount(parseMoney, item.unitPrice, old.unitPrice)) changes.unitPrice = item.unitPrice;
    if (Object.keys(changes).length > 0) items.push({ id: item.id, changes });
  });
  return { quote, items };
}

/** Checks the edit with the API's own schemas (spec §5 "Quote edit" and "Quote item"). */
export const editResolver: Resolver<EditValues> = (values) => {
  const errors: Record<string, FieldError | Record<string, FieldError>[]> = {};
  const quote = UpdateQuote.safeParse(Object.fromEntries(QUOTE_FIELDS.map((field) => [field, values[field]])));
  for (const issue of quote.error?.issues ?? []) {
    errors[String(issue.path[0])] ??= { type: issue.code, message: issue.message };
  }
  values.items.forEach(({ description, quantity, unitPrice }, index) => {
    const item = UpdateQuoteItem.safeParse({ description, quantity, unitPrice });
    for (const issue of item.error?.issues ?? []) {
      const lines = (errors.items ??= []) as Record<string, FieldError>[];
      (lines[index] ??= {})[String(issue.path[0])] ??= { type: issue.code, message: issue.message };
    }
  });
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: errors as FieldErrors<EditValues> };
};
