import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateDepositPayment, DepositDocumentType } from '@cobber/contracts';
import { api } from '@cobber/web';

/** `GET /api/payments/config`: Stripe's Payment Element, or the built-in test card form. */
export const paymentsConfigQuery = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: () => api('GET /api/payments/config'),
  staleTime: Infinity,
});

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQuery);
}

export function useCreateDepositPayment(type: DepositDocumentType, id: string) {
  return useMutation({
    mutationFn: (deposit: z.input<typeof CreateDepositPayment>) =>
      api(type === 'quote' ? 'POST /api/quotes/:id/create-deposit-payment' : 'POST /api/invoices/:id/create-deposit-payment', { params: { id }, body: deposit }),
  });
}

/**
 * Where a card deposit lands: `/payment-success?type&number`, with the payment,
 * which the screen reads back from the server rather than trusting the address.
 */
export function paymentSuccessPath(type: DepositDocumentType, number: string | null, paymentId: string): string {
  const query = new URLSearchParams({ type, number: number ?? '', payment: paymentId });
  return `/payment-success?${query.toString()}`;
}

/** How often a payment still waiting for Stripe's word is read again. */
const PENDING_REFRESH_MS = 2_000;

/** `GET /api/payments/:id`: the payment as the server recorded it, read again while it is pending. */
export function usePayment(id: string) {
  return useQuery({
    queryKey: ['payments', 'detail', id],
    queryFn: () => api('GET /api/payments/:id', { params: { id } }),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false),
  });
}
