import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InvoicePage, ReceiptListStatus, ReceiptPage, UpdateReceipt } from '@cobber/contracts';
import { DEFAULT_PAGE_SIZE } from '@cobber/contracts/display';
import { api } from '@cobber/web';
import { invoiceKeys } from '../common/hooks/invoices.ts';
import { receiptKeys } from '../common/hooks/receipts.ts';

/** The picker's choice: the newest invoices still owed, most recent first. */
const OPEN_INVOICES = { unpaid: 'true', limit: 100 } as const;

/** Invoices a payment can be recorded against (neither paid nor cancelled). */
export function useOpenInvoices() {
  return useQuery({
    queryKey: [...invoiceKeys.all, 'open'],
    queryFn: async () => ((await api('GET /api/invoices', { query: OPEN_INVOICES })) as InvoicePage).items,
  });
}

/**
 * The Receipts screen's list a page at a time, filtered on the server. Under the
 * receipts' key, so recording, sending or correcting one refreshes it.
 */
export function receiptPages(status: ReceiptListStatus) {
  return infiniteQueryOptions({
    queryKey: [...receiptKeys.list, 'pages', { status }],
    queryFn: ({ pageParam, signal }) => {
      const query = { limit: DEFAULT_PAGE_SIZE, status, cursor: pageParam ?? undefined };
      return api('GET /api/receipts', { query, signal }) as Promise<ReceiptPage>;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The last answer stays on screen while another filter is asked.
    placeholderData: keepPreviousData,
  });
}

export function useReceiptPages(status: ReceiptListStatus) {
  return useInfiniteQuery(receiptPages(status));
}

/** Corrects a receipt before it is sent; an amount on an invoice moves its balance, so both are stale. */
export function useUpdateReceipt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: z.input<typeof UpdateReceipt>) => api('PATCH /api/receipts/:id', { params: { id }, body: changes }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: receiptKeys.all }), queryClient.invalidateQueries({ queryKey: invoiceKeys.all })]),
  });
}
