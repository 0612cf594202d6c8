import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateInvoiceItem, MarkInvoicePaid, SendInvoice, UpdateInvoice } from '@cobber/contracts';
import { api } from '@cobber/web';
import { receiptKeys } from './receipts.ts';

export const invoiceKeys = {
  all: ['invoices'] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
  items: (id: string) => ['invoices', 'items', id] as const,
};

export function invoiceQuery(id: string) {
  return queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: () => api('GET /api/invoices/:id', { params: { id } }) });
}

export function invoiceItemsQuery(id: string) {
  return queryOptions({ queryKey: invoiceKeys.items(id), queryFn: () => api('GET /api/invoices/:id/items', { params: { id } }) });
}

export function useInvoice(id: string | undefined) {
  return useQuery({ ...invoiceQuery(id ?? ''), enabled: Boolean(id) });
}

export function useInvoiceItems(id: string | undefined) {
  return useQuery({ ...invoiceItemsQuery(id ?? ''), enabled: Boolean(id) });
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
    mutationFn: (save: z.input<typeof UpdateInvoice>) => api('PATCH /api/invoices/:id', { params: { id }, body: save }),
    onSettled: refresh,
  });
}

export function useAddInvoiceItem(id: string) {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: (item: z.input<typeof CreateInvoiceItem>) =>
      api('POST /api/invoices/:id/items', { params: { id }, body: item }),
    onSuccess: refresh,
  });
}

export function useDeleteInvoiceItem(id: string) {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: (itemId: string) => api('DELETE /api/invoices/:id/items/:itemId', { params: { id, itemId } }),
    onSuccess: refresh,
  });
}

export function useResetFromQuote(id: string) {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: () => api('POST /api/invoices/:id/reset-from-quote', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useSendInvoice(id: string) {
  const refresh = useRefreshInvoices();
  return useMutation({
    mutationFn: (send: z.input<typeof SendInvoice>) => api('POST /api/invoices/:id/send', { params: { id }, body: send }),
    onSuccess: refresh,
  });
}

/** Records the payment: the invoice becomes paid and a receipt is made for it. */
export function useMarkInvoicePaid(id: string) {
  const refresh = useRefreshInvoices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: z.input<typeof MarkInvoicePaid>) =>
      api('POST /api/invoices/:id/mark-paid', { params: { id }, body: payment }),
    onSuccess: async () => {
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: receiptKeys.all })]);
    },
  });
}
