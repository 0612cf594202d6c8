import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatePriceBookItem, PriceBookImportResult, UpdatePriceBookItem } from '@cobber/contracts';
import { api, apiPath } from '@cobber/web';

/** The price book's query keys: the Settings list and the lines' suggestions. */
export const priceBookKeys = {
  all: ['price-book'] as const,
  list: (search: string, includeHidden: boolean) => ['price-book', 'list', search, includeHidden] as const,
  suggestions: (search: string) => ['price-book', 'suggestions', search] as const,
};

/** A line's description needs this much typed before the book is asked. */
export const SUGGEST_FROM_CHARACTERS = 2;

function pageQuery(search: string, { limit, cursor, includeHidden }: { limit: number; cursor?: string | undefined; includeHidden?: boolean }) {
  return { limit, search: search.trim() || undefined, cursor: cursor || undefined, includeHidden: includeHidden ? ('true' as const) : undefined };
}

/** Up to ten of the book's items matching what is typed, most used first. */
export function usePriceSuggestions(search: string) {
  const typed = search.trim();
  return useQuery({
    queryKey: priceBookKeys.suggestions(typed),
    queryFn: ({ signal }) => api('GET /api/price-book', { query: pageQuery(typed, { limit: 10 }), signal }),
    enabled: typed.length >= SUGGEST_FROM_CHARACTERS,
    staleTime: 60_000,
  });
}

/** A page of the Price book screen's list: fifty items at a time. */
function priceBookPageQuery(search: string, includeHidden: boolean, cursor?: string) {
  return pageQuery(search, { limit: 50, cursor, includeHidden });
}

export function fetchPriceBookPage(search: string, includeHidden: boolean, cursor?: string) {
  return api('GET /api/price-book', { query: priceBookPageQuery(search, includeHidden, cursor) });
}

/** Any change to the book makes its lists and suggestions stale. */
function useRefreshPriceBook() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: priceBookKeys.all });
}

export function useAddPriceBookItem() {
  const refresh = useRefreshPriceBook();
  return useMutation({
    mutationFn: (item: z.input<typeof CreatePriceBookItem>) => api('POST /api/price-book', { body: item }),
    onSuccess: refresh,
  });
}

export function useChangePriceBookItem() {
  const refresh = useRefreshPriceBook();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: z.input<typeof UpdatePriceBookItem> }) =>
      api('PATCH /api/price-book/:id', { params: { id }, body: change }),
    onSuccess: refresh,
  });
}

/** Sends the CSV file as it is (text/csv), at most 1 MB; the answer names each bad line. */
export function useImportPriceBook() {
  const refresh = useRefreshPriceBook();
  return useMutation({
    mutationFn: async (file: File) => {
      const response = await fetch(apiPath('POST /api/price-book/import'), {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'text/csv', Accept: 'application/json' },
        body: file,
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new Error((body as { error?: { message?: string } } | null)?.error?.message ?? `Import failed (${response.status})`);
      return body as PriceBookImportResult;
    },
    onSuccess: refresh,
  });
}
