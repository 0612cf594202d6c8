import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { InvoicePage, Receipt, type UpdateReceipt } from '@cobber/contracts';
import { apiFetch } from '@cobber/ui';
import { invoiceKeys } from '../common/hooks/invoices.ts';
import { receiptKeys } from '../common/hooks/receipts.ts';

/** The picker's choice: the newest invoices still owed, most recent first. */
const OPEN_INVOICES = '/api/invoices?unpaid=true&limit=100';

/** Invoices a payment can be recorded against (neither paid nor cancelled). */
export function useOpenInvoices() {
  return useQuery({
    queryKey: [...invoiceKeys.all, 'open'],
    queryFn: async () => (await apiFetch(OPEN_INVOICES, { schema: InvoicePage })).items,
  });
}

/** Corrects a receipt before it is sent; an amount on an invoice moves its balance, so both are stale. */
export function useUpdateReceipt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: z.input<typeof UpdateReceipt>) => apiFetch(`/api/receipts/${id}`, { method: 'PATCH', body: changes, schema: Receipt }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: receiptKeys.all }), queryClient.invalidateQueries({ queryKey: invoiceKeys.all })]),
  });
}
