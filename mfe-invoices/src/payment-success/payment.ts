import { useQuery } from '@tanstack/react-query';
import { PaymentRecord } from '@cobber/contracts';
import { apiFetch } from '@cobber/ui';

/** How often a payment still waiting for Stripe's word is read again. */
const PENDING_REFRESH_MS = 2_000;

/** `GET /api/payments/:id`: the payment as the server recorded it, read again while it is pending. */
export function usePayment(id: string) {
  return useQuery({
    queryKey: ['payments', 'detail', id],
    queryFn: () => apiFetch(`/api/payments/${encodeURIComponent(id)}`, { schema: PaymentRecord }),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false),
  });
}
