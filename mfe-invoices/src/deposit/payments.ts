import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ConfirmedPayment,
  CreateDepositPayment,
  DepositPaymentResponse,
  PaymentsConfig,
  type ConfirmTestPayment,
  type DepositDocumentType,
} from '@cobber/contracts';
import { apiFetch } from '@cobber/ui';

/** `GET /api/payments/config`: Stripe's Payment Element, or the built-in test card form. */
export function usePaymentsConfig() {
  return useQuery({ queryKey: ['payments', 'config'], queryFn: () => apiFetch('/api/payments/config', { schema: PaymentsConfig }), staleTime: Infinity });
}

export function useCreateDepositPayment(type: DepositDocumentType, id: string) {
  return useMutation({
    mutationFn: (deposit: z.input<typeof CreateDepositPayment>) =>
      apiFetch(`/api/${type}s/${id}/create-deposit-payment`, { method: 'POST', body: deposit, schema: DepositPaymentResponse }),
  });
}

/** The built-in provider's "Pay" (test mode only). */
export function useConfirmTestPayment() {
  return useMutation({
    mutationFn: (card: ConfirmTestPayment) => apiFetch('/api/payments/test/confirm', { method: 'POST', body: card, schema: ConfirmedPayment }),
  });
}

/** Where a paid deposit lands (spec §2): `/payment-success?type&number`, with the amount for the message. */
export function paymentSuccessPath(type: DepositDocumentType, number: string | null, amount: string): string {
  const query = new URLSearchParams({ type, number: number ?? '', amount });
  return `/payment-success?${query.toString()}`;
}
