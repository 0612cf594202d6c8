import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  Invoice,
  InvoiceItem,
  Receipt,
  type CreateInvoiceItem,
  type MarkInvoicePaid,
  type SendInvoice,
  type UpdateInvoice,
} from '@cobber/contracts';
import { apiFetch } from '@cobber/ui';
import { receiptKeys } from './receipts.ts';

export const invoiceKeys = {
  all: ['invoices'] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
  items: (id: string) => ['invoices', 'items', id] as const,
};

const InvoiceItems = InvoiceItem.array();

export function useInvoice(id: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.detail(id ?? ''),
    queryFn: () => apiFetch(`/api/invoices/${id}`, { schema: Invoice }),
    enabled: Boolean(id),
  });
}

export function useInvoiceItems(id: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.items(id ?? ''),
    queryFn: () => apiFetch(`/api/invoices/${id}/items`, { schema: InvoiceItems }),
    enabled: Boolean(id),
  });
}

/** A change to an invoice moves its totals, so the invoice and its lines are both stale. */
function useRefreshInvoices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
}

/**
 * Saves the edit mode in one call: the invoice's changed fields and, when a line changed,
 * its whole list of lines. The server applies it all or nothing.
 */
export function useSaveInvoice(id: string) {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: (save: z.input<typeof UpdateInvoice>) => apiFetch(`/api/invoices/${id}`, { method: 'PATCH', body: save, schema: Invoice }),
    onSettled: refresh,
  });
}

export function useAddInvoiceItem(id: string) {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: (item: z.input<typeof CreateInvoiceItem>) =>
      apiFetch(`/api/invoices/${id}/items`, { method: 'POST', body: item, schema: InvoiceItem }),
    onSuccess: refresh,
  });
}

export function useDeleteInvoiceItem(id: string) {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: (itemId: string) => apiFetch(`/api/invoices/${id}/items/${itemId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useResetFromQuote(id: string) {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: () => apiFetch(`/api/invoices/${id}/reset-from-quote`, { method: 'POST', schema: Invoice }),
    onSuccess: refresh,
  });
}

export function useSendInvoice(id: string) {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: (send: z.input<typeof SendInvoice>) => apiFetch(`/api/invoices/${id}/send`, { method: 'POST', body: send, schema: Invoice }),
    onSuccess: refresh,
  });
}

/** Records the payment: the invoice becomes paid and a receipt is made for it. */
export function useMarkInvoicePaid(id: string) {
  const refresh = useRefreshInvoices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: z.input<typeof MarkInvoicePaid>) =>
      apiFetch(`/api/invoices/${id}/mark-paid`, { method: 'POST', body: payment, schema: Receipt }),
    onSuccess: async () => {
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: receiptKeys.all })]);
    },
  });
}
