import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@cobber/web';
import { quoteKeys } from '../common/hooks/quote-keys.ts';

/** Adding, removing and drafting a quote's options; every quote query is stale after either (the totals move). */
export function useQuoteOptionChanges(quoteId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: quoteKeys.all });
  const add = useMutation({
    mutationFn: (name: string) => api('POST /api/quotes/:id/options', { params: { id: quoteId }, body: { name } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (optionId: string) => api('DELETE /api/quotes/:id/options/:optionId', { params: { id: quoteId, optionId } }),
    onSuccess: refresh,
  });
  const draft = useMutation({
    mutationFn: () => api('POST /api/quotes/:id/options/draft', { params: { id: quoteId } }),
    onSuccess: refresh,
  });
  return { add, remove, draft };
}
