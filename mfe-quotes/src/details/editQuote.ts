import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { parseMoney, parseQuantity, UpdateQuote, type Quote, type QuoteItem } from '@cobber/contracts';
import { depositAmount } from '../common/deposit.ts';
import type { DepositChoice } from '../quote-form/DepositOption.tsx';
import { quoteFormErrors, SECTION_TYPES, type LineSectionName, type LineValues, type QuoteFormValues } from '../quote-form/quoteForm.ts';
import type { MadeWords } from '../quote-form/wordsFollowLines.ts';

/** The edit mode's fields: the quote's words, its lines by section, and travel. */
export interface EditValues extends QuoteFormValues {
  aiSummary: string;
}

/** What one Save sends: `PATCH /api/quotes/:id`, only what changed, in one call. */
export type QuoteSave = z.input<typeof UpdateQuote>;

const WORDS = ['title', 'description', 'clientName', 'clientEmail', 'aiSummary'] as const;
const SECTIONS = Object.keys(SECTION_TYPES) as LineSectionName[];

/** A section's lines; a labour line whose words follow the lines says so (`madeWords`). */
function linesOf(items: QuoteItem[], section: LineSectionName, following: readonly string[]): LineValues[] {
  return items
    .filter((item) => item.type === SECTION_TYPES[section])
    .map((item) => ({
      id: item.id,
      description: item.description,
      detailedDescription: item.detailedDescription ?? '',
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      optional: item.optional,
      optionId: item.optionId ?? null,
      ...(section === 'laborItems' && following.includes(item.id) ? { madeWords: item.description } : {}),
    }));
}

/** The title and description as the lines last made them; null where they are the owner's own. */
export function madeWordsOf(quote: Quote): MadeWords {
  return {
    title: quote.wordsFollowLines?.title ? quote.title : null,
    description: quote.wordsFollowLines?.description ? (quote.description ?? '') : null,
  };
}

export function editValues(quote: Quote, items: QuoteItem[]): EditValues {
  const following = quote.wordsFollowLines?.lines ?? [];
  return {
    clientId: quote.clientId ?? '',
    clientName: quote.clientName,
    clientEmail: quote.clientEmail ?? '',
    title: quote.title,
    description: quote.description ?? '',
    aiSummary: quote.aiSummary ?? '',
    laborItems: linesOf(items, 'laborItems', following),
    materialItems: linesOf(items, 'materialItems', following),
    otherItems: linesOf(items, 'otherItems', following),
    includeTravel: quote.includeTravel,
    travelDistance: quote.travelDistance,
    costPerKm: quote.costPerKm,
  };
}

/** The deposit as the quote has it: its deposit line's amount, or none. */
export function depositChoiceOf(items: QuoteItem[]): DepositChoice {
  const line = items.find((item) => item.type === 'deposit');
  return { wanted: Boolean(line), amount: line ? line.totalPrice : null };
}

/** The quote's lines in order, labour then materials then other: the `items` of the save. */
function lineEntries(values: QuoteFormValues) {
  return SECTIONS.flatMap((section) =>
    values[section].map(({ id, priceSource: _source, from: _from, rule: _rule, madeWords: _made, ...line }) => ({ ...(id ? { id } : {}), ...line, type: SECTION_TYPES[section] })),
  );
}

function same(parse: (text: string) => number, a: string, b: string): boolean {
  try {
    return parse(a) === parse(b);
  } catch {
    return false;
  }
}

type Entry = ReturnType<typeof lineEntries>[number];

function sameLine(a: Entry, b: Entry | undefined): boolean {
  if (!b) return false;
  return (
    a.id === b.id &&
    a.type === b.type &&
    a.description.trim() === b.description.trim() &&
    a.detailedDescription.trim() === b.detailedDescription.trim() &&
    Boolean(a.optional) === Boolean(b.optional) &&
    (a.optionId ?? null) === (b.optionId ?? null) &&
    same(parseQuantity, a.quantity, b.quantity) &&
    same(parseMoney, a.unitPrice, b.unitPrice)
  );
}

function travelChanged(before: QuoteFormValues, after: QuoteFormValues): boolean {
  return (
    before.includeTravel !== after.includeTravel ||
    !same(parseQuantity, before.travelDistance, after.travelDistance) ||
    !same(parseMoney, before.costPerKm, after.costPerKm)
  );
}

/** The deposit to send: an amount, null to withdraw it, or undefined when it stays as it is. */
export function depositChange(before: DepositChoice, after: DepositChoice, suggested: string): string | null | undefined {
  if (!after.wanted) return before.wanted ? null : undefined;
  const amount = depositAmount(after.amount ?? suggested);
  return before.wanted && before.amount !== null && same(parseMoney, before.amount, amount) ? undefined : amount;
}

/**
 * Only what the owner changed (a field sent unchanged would still add a history entry):
 * the words, travel when any of it changed, every line once any line was added, removed,
 * moved or changed, and the deposit. The server saves it all or nothing, in one call.
 */
export function quoteChanges(before: EditValues, after: EditValues, deposit?: string | null): QuoteSave {
  const save: QuoteSave = {};
  for (const field of WORDS) {
    if (after[field].trim() !== before[field].trim()) save[field] = after[field];
  }
  if (travelChanged(before, after)) Object.assign(save, { includeTravel: after.includeTravel, travelDistance: after.travelDistance, costPerKm: after.costPerKm });
  const [old, now] = [lineEntries(before), lineEntries(after)];
  if (old.length !== now.length || now.some((line, index) => !sameLine(line, old[index]))) save.items = now;
  if (deposit !== undefined) save.deposit = deposit;
  return save;
}

/** Checks the edit with the API's own schema: the same messages. */
export const editResolver: Resolver<EditValues> = (values) => {
  const body = {
    ...Object.fromEntries(WORDS.map((field) => [field, values[field]])),
    items: lineEntries(values),
    includeTravel: values.includeTravel,
    travelDistance: values.travelDistance,
    costPerKm: values.costPerKm,
  };
  const parsed = UpdateQuote.safeParse(body);
  return parsed.success ? { values, errors: {} } : { values: {}, errors: quoteFormErrors(parsed.error.issues, values) };
};
