import type { QuoteListItem, QuoteStatus } from '@cobber/contracts';
import { amountMatches, documentNumberOf, searchTerms, type SearchTerms } from './searchTerms.ts';

/** The dashboard's status filter (spec §2): 'viewed' and 'rejected' are not offered. */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'sent', label: 'Sent' },
  { value: 'approved', label: 'Approved' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

// A quote the client has opened is still one sent and awaiting an answer.
const shownUnder: Record<QuoteStatus, StatusFilter | null> = {
  draft: 'draft',
  sent: 'sent',
  viewed: 'sent',
  approved: 'approved',
  rejected: null,
};

/** A quote ready to search, made once rather than on every keystroke. */
export interface SearchableQuote {
  quote: QuoteListItem;
  /** Client name and title in lower case. */
  words: string;
  quoteNumber: number | null;
  invoiceNumber: number | null;
  /** The amounts a tradie may search by: the quote's total, its invoice's total and what is still due. */
  amounts: string[];
}

/** Newest first by createdAt, ready to search. */
export function searchableQuotes(quotes: readonly QuoteListItem[]): SearchableQuote[] {
  return quotes
    .map((quote) => ({
      quote,
      words: `${quote.clientName}\n${quote.title}`.toLowerCase(),
      quoteNumber: documentNumberOf(quote.quoteNumber),
      invoiceNumber: documentNumberOf(quote.invoiceNumber ?? quote.money?.invoice?.invoiceNumber),
      amounts: amountsOf(quote),
      at: Date.parse(quote.createdAt),
    }))
    .sort((a, b) => b.at - a.at)
    .map(({ at: _at, ...searchable }) => searchable);
}

function amountsOf(quote: QuoteListItem): string[] {
  const invoice = quote.money?.invoice;
  return [quote.totalAmount, invoice?.totalAmount, invoice?.balanceDue].filter((amount): amount is string => typeof amount === 'string');
}

/**
 * Quotes with the chosen status whose client name or title contains the search in any
 * case, or whose quote or invoice number or amount is the one typed (issue 19: Q-0002,
 * "q2", INV-0001, "827.75", "$827").
 */
export function findQuotes(quotes: readonly SearchableQuote[], search: string, status: StatusFilter): QuoteListItem[] {
  const terms = searchTerms(search);
  const found: QuoteListItem[] = [];
  for (const searchable of quotes) {
    if (status !== 'all' && shownUnder[searchable.quote.status] !== status) continue;
    if (terms.words && !matches(searchable, terms)) continue;
    found.push(searchable.quote);
  }
  return found;
}

function matches(quote: SearchableQuote, terms: SearchTerms): boolean {
  const { amount } = terms;
  return (
    quote.words.includes(terms.words) ||
    (terms.quoteNumber !== null && terms.quoteNumber === quote.quoteNumber) ||
    (terms.invoiceNumber !== null && terms.invoiceNumber === quote.invoiceNumber) ||
    (amount !== null && quote.amounts.some((each) => amountMatches(each, amount)))
  );
}
