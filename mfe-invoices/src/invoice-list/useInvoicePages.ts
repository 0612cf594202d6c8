import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { InvoiceListStatus, InvoicePage } from '@cobber/contracts';
import { DEFAULT_PAGE_SIZE } from '@cobber/contracts/display';
import { api } from '@cobber/web';
import { invoiceKeys } from '../common/hooks/invoices.ts';

/**
 * The Invoices screen's list a page at a time, filtered on the server. Under the
 * invoices' key, so a payment recorded or an invoice changed refreshes it.
 */
export function invoicePages(status: InvoiceListStatus) {
  return infiniteQueryOptions({
    queryKey: [...invoiceKeys.all, 'pages', { status }],
    queryFn: ({ pageParam, signal }) => {
      const query = { limit: DEFAULT_PAGE_SIZE, status, cursor: pageParam ?? undefined };
      return api('GET /api/invoices', { query, signal }) as Promise<InvoicePage>;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The last answer stays on screen while another filter is asked.
    placeholderData: keepPreviousData,
  });
}

export function useInvoicePages(status: InvoiceListStatus) {
  return useInfiniteQuery(invoicePages(status));
}
