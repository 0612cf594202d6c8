import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SendVariation } from '@cobber/contracts';
import { api } from '@cobber/web';
import { quoteKeys } from '../common/hooks/quote-keys.ts';

/** The key of a job's variations: under the quote's, so what refreshes the quote refreshes them. */
const variationsKey = (quoteId: string) => [...quoteKeys.detail(quoteId), 'variations'] as const;

/** A variation as the owner types it: amounts as typed, checked by the service. */
export type VariationDraft = {
  title: string;
  description: string;
  items: { description: string; quantity: string; unitPrice: string; type: 'labor' | 'materials' | 'other' }[];
};

/** The job's variations, kept fresh while the client may be signing one. */
export function variationsQuery(quoteId: string) {
  return queryOptions({ queryKey: variationsKey(quoteId), queryFn: ({ signal }) => api('GET /api/quotes/:id/variations', { params: { id: quoteId }, signal }) });
}

export function useVariations(quoteId: string, { polled }: { polled: boolean }) {
  return useQuery({ ...variationsQuery(quoteId), refetchInterval: polled ? 5000 : false });
}

/** Add, send and remove a job's variations; each refreshes the list and the job's history. */
export function useVariationChanges(quoteId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: variationsKey(quoteId) }), queryClient.invalidateQueries({ queryKey: quoteKeys.history(quoteId) })]);
  const add = useMutation({
    mutationFn: (draft: VariationDraft) =>
      api('POST /api/quotes/:id/variations', { params: { id: quoteId }, body: { ...draft, description: draft.description.trim() || null } }),
    onSuccess: refresh,
  });
  const send = useMutation({
    mutationFn: ({ id, method }: { id: string; method: SendVariation['method'] }) => api('POST /api/variations/:id/send', { params: { id }, body: { method } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api('DELETE /api/variations/:id', { params: { id } }),
    onSuccess: refresh,
  });
  return { add, send, remove };
}
