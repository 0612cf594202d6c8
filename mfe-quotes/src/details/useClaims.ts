import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimKind } from '@cobber/contracts';
import { api } from '@cobber/web';
import { quoteKeys } from '../common/hooks/quote-keys.ts';

/** The key of a job's claims: under the quote's, so what refreshes the quote refreshes them. */
const claimsKey = (quoteId: string) => [...quoteKeys.detail(quoteId), 'claims'] as const;

/** A claim as the owner asks for it: the value as typed (a percent or an amount), checked by the service. */
export type ClaimDraft = { kind: ClaimKind; value: string };

export function useClaims(quoteId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: claimsKey(quoteId),
    queryFn: ({ signal }) => api('GET /api/quotes/:id/claims', { params: { id: quoteId }, signal }),
    enabled,
  });
}

/** Makes the job's next claim (an invoice); refreshes the job's claims and the invoice lists. */
export function useMakeClaim(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, value }: ClaimDraft) =>
      api('POST /api/quotes/:id/claims', {
        params: { id: quoteId },
        body: kind === 'percent' || kind === 'amount' ? { kind, value: value.trim() } : { kind },
      }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: claimsKey(quoteId) }), queryClient.invalidateQueries({ queryKey: ['invoices'] })]),
  });
}
