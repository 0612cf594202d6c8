import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateReceipt, Receipt, SendReceipt } from '@cobber/contracts';
import { api } from '@cobber/web';

export const receiptKeys = {
  all: ['receipts'] as const,
  list: ['receipts', 'list'] as const,
};

/** Every receipt of the owner's, newest first. */
export const receiptsQuery = queryOptions({ queryKey: receiptKeys.list, queryFn: () => api('GET /api/receipts') as Promise<Receipt[]> });

export function useReceipts() {
  return useQuery(receiptsQuery);
}

/** Reads the receipts again: their cards show what changed (a Before photo added). */
export function useRefreshReceipts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: receiptKeys.all });
}

export function useCreateReceipt() {
  const refresh = useRefreshReceipts();
  return useMutation({
    mutationFn: (receipt: z.input<typeof CreateReceipt>) =>
      api('POST /api/receipts', { body: receipt }),
    onSuccess: refresh,
  });
}

/** Sends a receipt by email or SMS; its badge turns Sent once the provider took it. */
export function useSendReceipt() {
  const refresh = useRefreshReceipts();
  return useMutation({
    mutationFn: ({ id, method }: { id: string } & SendReceipt) =>
      api('POST /api/receipts/:id/send', { params: { id }, body: { method } }),
    onSettled: refresh,
  });
}
