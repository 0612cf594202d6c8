import { SECTION_TYPES, type LineSectionName, type QuoteFormValues } from '../quote-form/quoteForm.ts';

/** How many lines still carry the draft's "price needed" $0.00: the quote is not created with them. */
export function needingPrice(values: QuoteFormValues): number {
  return (Object.keys(SECTION_TYPES) as LineSectionName[]).reduce((count, section) => count + values[section].filter((line) => line.priceSource === 'price_needed').length, 0);
}
