import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchPriceBookPage, priceBookKeys } from '../common/hooks/price-book.ts';

/** The book a page at a time, most used first, searched on the server; hidden items when asked. */
export function priceBookPages(search: string, includeHidden: boolean) {
  return infiniteQueryOptions({
    queryKey: priceBookKeys.list(search, includeHidden),
    queryFn: ({ pageParam }) => fetchPriceBookPage(search, includeHidden, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function usePriceBookPages(search: string, includeHidden: boolean) {
  return useInfiniteQuery(priceBookPages(search, includeHidden));
}
