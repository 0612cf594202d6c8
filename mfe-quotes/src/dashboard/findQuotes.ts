import type { QuoteListItem, QuoteStatus } from '@cobber/contracts';

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

export interface SearchableQuote {
  quote: QuoteListItem;
  /** Client name and title in lower case, made once rather than on every keystroke. */
  words: string;
}

/** Newest first by createdAt, ready to search. */
export function searchableQuotes(quotes: readonly QuoteListItem[]): SearchableQuote[] {
  return quotes
    .map((quote) => ({ quote, words: `${quote.clientName}\n${quote.title}`.toLowerCase(), at: Date.parse(quote.createdAt) }))
    .sort((a, b) => b.at - a.at)
    .map(({ quote, words }) => ({ quote, words }));
}

/** Quotes whose client name or title contains the search, in any case, with the chosen status. */
export function findQuotes(quotes: readonly SearchableQuote[], search: string, status: StatusFilter): QuoteListItem[] {
  const wanted = search.trim().toLowerCase();
  const found: QuoteListItem[] = [];
  for (const { quote, words } of quotes) {
    if (status !== 'all' && shownUnder[quote.status] !== status) continue;
    if (wanted && !words.includes(wanted)) continue;
    found.push(quote);
  }
  return found;
}
