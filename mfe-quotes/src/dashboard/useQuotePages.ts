import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { QuoteListStatus, QuotePage } from '@cobber/contracts';
import { DEFAULT_PAGE_SIZE } from '@cobber/contracts/display';
import { api } from '@cobber/web';
import { quoteKeys } from '../common/hooks/quote-keys.ts';

/**
 * The dashboard's quotes a page at a time, searched and filtered on the server:
 * an owner with thousands of quotes loads 30 cards, not all of them. Under the list's key,
 * so whatever changes a quote refreshes it.
 */
export function quotePages(search: string, status: QuoteListStatus) {
  return infiniteQueryOptions({
    queryKey: [...quoteKeys.list, 'pages', { search, status }],
    queryFn: ({ pageParam, signal }) => {
      const query = { limit: DEFAULT_PAGE_SIZE, status, search: search || undefined, cursor: pageParam ?? undefined };
      return api('GET /api/quotes', { query, signal }) as Promise<QuotePage>;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The last answer stays on screen while the next search is asked: no flash of a spinner per keystroke.
    placeholderData: keepPreviousData,
  });
}

export function useQuotePages(search: string, status: QuoteListStatus) {
  return useInfiniteQuery(quotePages(search, status));
}
