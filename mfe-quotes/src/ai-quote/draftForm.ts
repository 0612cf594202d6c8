import type { QuoteDraft } from '@cobber/contracts';
import type { ChosenClient } from '../client-picker/ClientPicker.tsx';
import { emptyQuoteForm, type LineValues, type QuoteFormValues } from '../quote-form/quoteForm.ts';
import { draftedOptions } from './draftedOptions.ts';

type Grounds = Pick<QuoteDraft['other'][number], 'source' | 'from' | 'rule'> & { optionId?: string | undefined };

/**
 * A drafted line, its quantity to hundredths and its price to the cent as the form takes
 * them, where the price came from and what in the notes (or which rule) it answers.
 */
function line(description: string, quantity: number, unitPrice: number, { source, from, rule, optionId }: Grounds): LineValues {
  return {
    description,
    detailedDescription: '',
    quantity: String(Math.round(quantity * 100) / 100),
    unitPrice: unitPrice.toFixed(2),
    ...(source ? { priceSource: source } : {}),
    ...(from ? { from } : {}),
    ...(rule ? { rule } : {}),
    ...(optionId ? { optionId } : {}),
  };
}

/** The kilometres in the AI's travel note ("45 km", "about 12.5 kilometres each way"), if any. */
export function travelKilometres(travel: string | null): string | null {
  const match = travel?.match(/(\d+(?:\.\d+)?)\s*(?:km|kilomet)/i) ?? travel?.match(/\d+(?:\.\d+)?/);
  if (!match) return null;
  return match[1] ?? match[0];
}

/** What the client supplies is no line of the price: the draft's description already names it ("Supplied by the client: …"). */
const priced = ({ source }: Grounds) => source !== 'client_supplied';

/**
 * The AI's draft as an editable quote for the chosen client: hours × rate for labour,
 * quantity × unit cost for materials, one of each other cost, and travel at the
 * default 1.5 per km when the draft names a distance.
 */
export function draftForm(draft: QuoteDraft, client: ChosenClient): QuoteFormValues {
  const distance = travelKilometres(draft.travel);
  const options = draftedOptions(draft.options);
  // A line of one of the options the notes asked for is in that option; any other in every option.
  const inOption = <L extends { option?: string | null }>(drafted: L) => ({ ...drafted, optionId: options.find((o) => o.name === drafted.option)?.id });
  return {
    ...emptyQuoteForm(client),
    title: draft.title,
    description: draft.description,
    // A drafted labour line's words follow the lines until the owner types their own.
    laborItems: draft.labour.map((labour) => ({ ...line(labour.item, labour.hours, labour.rate, inOption(labour)), madeWords: labour.item })),
    materialItems: draft.materials.filter(priced).map((material) => line(material.item, material.quantity, material.unit_cost, inOption(material))),
    otherItems: draft.other.filter(priced).map((other) => line(other.item, 1, other.cost, inOption(other))),
    includeTravel: distance !== null,
    travelDistance: distance ?? '0',
  };
}
