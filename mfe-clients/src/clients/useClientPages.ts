import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ClientPage } from '@cobber/contracts';
import { DEFAULT_PAGE_SIZE } from '@cobber/contracts/display';
import { api } from '@cobber/web';
import { clientsKey } from '@cobber/web/data';

/** The cache's key for the clients found by `search`, a page at a time. */
export function clientPagesKey(search: string) {
  return [...clientsKey, 'pages', { search }] as const;
}

/**
 * Clients a page at a time, searched on the server. Under the client list's
 * key, so adding or changing a client refreshes it.
 */
export function useClientPages(search: string) {
  return useInfiniteQuery({
    queryKey: clientPagesKey(search),
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
