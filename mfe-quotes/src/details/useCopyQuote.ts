import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@cobber/web';
import { quoteKeys } from '../common/hooks/quotes.ts';

/**
 * "Copy quote": a new draft with the same client, lines and travel. One key per
 * copy asked for, so a retry after a lost answer makes no second copy.
 */
export function useCopyQuote(id: string) {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: () => {
      key.current ??= crypto.randomUUID();
      return api('POST /api/quotes/:id/copy', { params: { id }, headers: { 'Idempotency-Key': key.current } });
    },
    onSuccess: () => {
      key.current = null;
      return queryClient.invalidateQueries({ queryKey: quoteKeys.all });
    },
  });
}
