import type { FieldError, FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import type { CreateQuoteWithItems, DocumentTotals, PriceSource, PricedItemType, TotalsItem } from '@cobber/contracts';
import { DEFAULT_COST_PER_KM, documentTotals, lineTotalCents, parseMoney, parseQuantity, travelCostCents } from '@cobber/contracts/display';
import { resolverLater } from '@cobber/ui';

/** A line as typed: numbers stay text until the quote is checked. */
export interface LineValues {
  /** The saved line it edits (Quote Details); none on a new line. */
  id?: string;
  description: string;
  detailedDescription: string;
  quantity: string;
  unitPrice: string;
  /** An add-on the client may choose: left out of the total until they do. */
  optional?: boolean;
  /** The option the line is in; none (or null) for a line in every option. */
  optionId?: string | null;
  /** Where a drafted or picked line's price came from: shown on the line, never sent. */
  priceSource?: PriceSource;
  /** The words of the job notes a drafted line answers, or the business's rule that adds it: shown, never sent. */
  from?: string;
  rule?: string;
  /** A labour line's words as the lines last made them; once its description differs, the owner's own. Never sent. */
  madeWords?: string;
}

/** The quote form's fields. */
export interface QuoteFormValues {
  clientId: string;
  clientName: string;
  clientEmail: string;
  title: string;
  description: string;
  laborItems: LineValues[];
  materialItems: LineValues[];
  otherItems: LineValues[];
  includeTravel: boolean;
  /** Kilometres. */
  travelDistance: string;
  costPerKm: string;
}

export type LineSectionName = 'laborItems' | 'materialItems' | 'otherItems';

export const SECTION_TYPES: Record<LineSectionName, PricedItemType> = {
  laborItems: 'labor',
  materialItems: 'materials',
  otherItems: 'other',
};

/** What `POST /api/quotes` takes: the quote with all its lines in one call. */
export type NewQuote = z.input<typeof CreateQuoteWithItems>;

export function emptyQuoteForm(client: Pick<QuoteFormValues, 'clientId' | 'clientName' | 'clientEmail'>): QuoteFormValues {
  return {
    ...client,
    title: '',
    description: '',
    laborItems: [],
    materialItems: [],
    otherItems: [],
    includeTravel: false,
    travelDistance: '0',
    costPerKm: DEFAULT_COST_PER_KM.toFixed(2),
  };
}

/** A labour line takes the default hourly rate; the others start at 1 × $0. */
export function newLine(section: LineSectionName, hourlyRate: number): LineValues {
  const labour = section === 'laborItems';
  return { description: '', detailedDescription: '', quantity: '1', unitPrice: labour ? hourlyRate.toFixed(2) : '0', optional: false };
}

/** A line as the API takes it: what is only shown on the screen stays there. */
function sentLine({ id: _saved, priceSource: _source, from: _from, rule: _rule, madeWords: _made, ...line }: LineValues) {
  return line;
}

/** The form as the API's body, each line in section order (labour, materials, other). */
export function quoteFromForm(values: QuoteFormValues): NewQuote {
  const sections = Object.keys(SECTION_TYPES) as LineSectionName[];
  return {
    clientId: values.clientId,
    clientName: values.clientName,
    clientEmail: values.clientEmail,
    title: values.title,
    description: values.description,
    includeTravel: values.includeTravel,
    travelDistance: values.travelDistance,
    costPerKm: values.costPerKm,
    items: sections.flatMap((section) => values[section].map((line) => ({ ...sentLine(line), type: SECTION_TYPES[section] }))),
  };
}

/** Which section and line an API item index belongs to: item 3 → `materialItems`, line 1. */
function lineAt(values: QuoteFormValues, index: number): [LineSectionName, number] | null {
  let rest = index;
  for (const section of Object.keys(SECTION_TYPES) as LineSectionName[]) {
    if (rest < values[section].length) return [section, rest];
    rest -= values[section].length;
  }
  return null;
}

/**
 * The API schema's issues on the form's fields, the first per field: a line's issue
 * (`items.3.unitPrice`) on its section's line, a message about the lines as a whole (too
 * many, total too large) on `root`.
 */
export function quoteFormErrors<V extends QuoteFormValues>(issues: readonly z.core.$ZodIssue[], values: V): FieldErrors<V> {
  const errors: Record<string, FieldError | Record<string, FieldError>[]> = {};
  for (const issue of issues) {
    const [first = 'root', index, field] = issue.path.map(String);
    const line = first === 'items' && field !== undefined ? lineAt(values, Number(index)) : null;
    const error = { type: issue.code, message: issue.message };
    if (line) {
      const [section, position] = line;
      const lines = (errors[section] ??= []) as Record<string, FieldError>[];
      (lines[position] ??= {})[field!] ??= error;
    } else {
      errors[first === 'items' ? 'root' : first] ??= error;
    }
  }
  return errors as FieldErrors<V>;
}

/**
 * Checks the form with the API's own schema, so the form and the server give the same
 * messages. The values handed on are the API body as typed, not the parsed cents.
 */
export const quoteFormResolver = resolverLater<QuoteFormValues, unknown, NewQuote>(async () => {
  const { CreateQuoteWithItems } = await import('@cobber/contracts');
  return (values) => {
    const quote = quoteFromForm(values);
    const parsed = CreateQuoteWithItems.safeParse(quote);
    if (parsed.success) return { values: quote, errors: {} };
    return { values: {}, errors: quoteFormErrors(parsed.error.issues, values) };
  };
});

/** Input steps: labour hours step 0.25 from 0.25, other quantities step 1 from 1. */
export const QUANTITY_STEPS: Record<LineSectionName, { step: string; min: string }> = {
  laborItems: { step: '0.25', min: '0.25' },
  materialItems: { step: '1', min: '1' },
  otherItems: { step: '1', min: '1' },
};

/** A quantity as typed, or the section's minimum in place of an invalid entry. */
export function settledQuantity(section: LineSectionName, typed: string): string {
  const { min } = QUANTITY_STEPS[section];
  try {
    return parseQuantity(typed) >= parseQuantity(min) ? typed : min;
  } catch {
    return min;
  }
}

/** What a line comes to so far, in cents; nothing while it is not a valid amount yet. */
export function lineCents(line: LineValues): number {
  try {
    return lineTotalCents(parseQuantity(line.quantity), parseMoney(line.unitPrice));
  } catch {
    return 0;
  }
}

export function travelCents(values: Pick<QuoteFormValues, 'includeTravel' | 'travelDistance' | 'costPerKm'>): number {
  if (!values.includeTravel) return 0;
  try {
    return travelCostCents(parseQuantity(values.travelDistance), parseMoney(values.costPerKm));
  } catch {
    return 0;
  }
}

const NO_TOTALS: DocumentTotals = { itemsCents: 0, subtotalCents: 0, gstCents: 0, totalCents: 0, depositCents: 0 };

/** What the add-ons come to, apart from the total. */
export function addOnsCents(values: QuoteFormValues): number {
  return (Object.keys(SECTION_TYPES) as LineSectionName[]).reduce(
    (sum, section) => sum + values[section].filter((line) => line.optional).reduce((lines, line) => lines + lineCents(line), 0),
    0,
  );
}

/**
 * The live totals card: what is typed so far, GST only when the business applies it. Add-ons
 * are not in it: the client chooses them when accepting. With options, the lines of
 * `billedOption` (the first option, the quote's "from" price) and those in every option.
 */
export function formTotals(values: QuoteFormValues, applyGST: boolean, billedOption: string | null = null): DocumentTotals {
  const inTotal = (line: LineValues) => !line.optional && (!line.optionId || line.optionId === billedOption);
  const items = (Object.keys(SECTION_TYPES) as LineSectionName[]).flatMap((section) =>
    values[section].filter(inTotal).map((line): TotalsItem => ({ type: SECTION_TYPES[section], totalCents: lineCents(line) })),
  );
  try {
    return documentTotals({ items, travelCents: travelCents(values), applyGST });
  } catch {
    // Amounts past what a quote may hold: the check on creating says so.
    return NO_TOTALS;
  }
}
