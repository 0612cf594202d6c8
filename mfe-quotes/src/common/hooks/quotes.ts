import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateInvoiceFromQuote, CreateQuoteWithItems, SendQuote, UpdateQuote } from '@cobber/contracts';
import { GST_RATE_PERCENT } from '@cobber/contracts/display';
import { api } from '@cobber/web';
import { quoteKeys } from './quote-keys.ts';

/** The details screen keeps its quote fresh while the client may be answering. */
export const QUOTE_REFRESH_MS = 5000;

export { quoteKeys };

/** A quote and its money. */
export function quoteQuery(id: string) {
  return queryOptions({ queryKey: quoteKeys.detail(id), queryFn: ({ signal }) => api('GET /api/quotes/:id', { params: { id }, signal }) });
}

export function quoteItemsQuery(id: string) {
  return queryOptions({ queryKey: quoteKeys.items(id), queryFn: ({ signal }) => api('GET /api/quotes/:id/items', { params: { id }, signal }) });
}

export function quoteHistoryQuery(id: string) {
  return queryOptions({ queryKey: quoteKeys.history(id), queryFn: ({ signal }) => api('GET /api/quotes/:id/history', { params: { id }, signal }) });
}

/** A quote and its money; `{ polled: true }` refetches it every 5 s, as the details screen does. */
export function useQuote(id: string | undefined, { polled = false } = {}) {
  return useQuery({ ...quoteQuery(id ?? ''), enabled: Boolean(id), refetchInterval: polled ? QUOTE_REFRESH_MS : false });
}

export function useQuoteItems(id: string | undefined) {
  return useQuery({ ...quoteItemsQuery(id ?? ''), enabled: Boolean(id) });
}

export function useQuoteHistory(id: string | undefined) {
  return useQuery({ ...quoteHistoryQuery(id ?? ''), enabled: Boolean(id) });
}

/** Every quote query is stale after a change: the list, the quote, its lines and history. */
function useRefreshQuotes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: quoteKeys.all });
}

/** A quote with all its lines (and its deposit, if asked) in one call; the server computes every total. */
export function useCreateQuote() {
  const refresh = useRefreshQuotes();
  return useMutation({
    mutationFn: (quote: z.input<typeof CreateQuoteWithItems>) => api('POST /api/quotes', { body: quote }),
    onSuccess: refresh,
  });
}

export function useGenerateQuote() {
  return useMutation({
    mutationFn: (jobDescription: string) => api('POST /api/generate-quote', { body: { jobDescription } }),
  });
}

/**
 * Saves the edit mode in one call: the quote's changed fields, travel and deposit and, when
 * a line changed, its whole list of lines. The server applies it all or nothing.
 */
export function useSaveQuote(id: string) {
  const refresh = useRefreshQuotes();
  return useMutation({
    mutationFn: (save: z.input<typeof UpdateQuote>) => api('PATCH /api/quotes/:id', { params: { id }, body: save }),
    onSettled: refresh,
  });
}

export function useSendQuote(id: string) {
  const refresh = useRefreshQuotes();
  return useMutation({
    // By email (the PDF attached) or by text (the link).
    mutationFn: (by: SendQuote['method'] = 'email') => api('POST /api/quotes/:id/send', { params: { id }, body: { method: by } }),
    onSuccess: refresh,
  });
}

/**
 * An invoice made from a quote is paid by bank transfer, due in 14 days, GST 10%.
 * The service counts the 14 days from the business's today (its time zone, not the phone's).
 */
export function useCreateInvoice(id: string) {
  const refresh = useRefreshQuotes();
  return useMutation({
    mutationFn: () => {
      const invoice: CreateInvoiceFromQuote = { paymentMethod: 'bank_transfer', taxRate: GST_RATE_PERCENT };
      return api('POST /api/quotes/:id/create-invoice', { params: { id }, body: invoice });
    },
    onSuccess: refresh,
  });
}

export function useRequestDeposit() {
  const refresh = useRefreshQuotes();
  return useMutation({
    mutationFn: ({ quoteId, amount }: { quoteId: string; amount: string }) => api('POST /api/quotes/:id/deposit', { params: { id: quoteId }, body: { amount } }),
    onSuccess: refresh,
  });
}
