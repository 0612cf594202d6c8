import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ClientPage } from '@cobber/contracts';
import { DEFAULT_PAGE_SIZE } from '@cobber/contracts/display';
import { api } from '@cobber/web';
import { clientsKey } from '@cobber/web/data';

/**
 * Clients a page at a time, searched on the server. Under the client list's
 * key, so adding or changing a client refreshes it.
 */
export function clientPages(search: string) {
  return infiniteQueryOptions({
    queryKey: [...clientsKey, 'pages', { search }],
    queryFn: ({ pageParam, signal }) => {
      const query = { limit: DEFAULT_PAGE_SIZE, search: search || undefined, cursor: pageParam ?? undefined };
      return api('GET /api/clients', { query, signal }) as Promise<ClientPage>;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The last answer stays on screen while the next search is asked.
    placeholderData: keepPreviousData,
  });
}

export function useClientPages(search: string) {
  return useInfiniteQuery(clientPages(search));
}
