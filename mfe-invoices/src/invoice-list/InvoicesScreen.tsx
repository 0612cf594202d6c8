import { useCallback, useMemo, useState } from 'react';
import { Receipt, ReceiptText } from 'lucide-react';
import type { Invoice, InvoiceListStatus } from '@cobber/contracts';
import { buttonClasses, Card, cn, LoadFailed, PageSpinner, ShowMore } from '@cobber/ui';
import { Link } from '@cobber/ui/router';
import { InvoiceCard } from './InvoiceCard.tsx';
import { JobClaimsCard } from './JobClaimsCard.tsx';
import { INVOICE_FILTERS } from './invoiceFilters.ts';
import type { FirstData } from '@cobber/web/first-screen';
import { invoicePages, useInvoicePages } from './useInvoicePages.ts';

/** Drawn first: the first page of all the owner's invoices. */
export const firstData: FirstData = async (_, load) => {
  await load.pages(invoicePages('all'));
};

/** What is owed at a glance: jobs billed in stages, the owner's invoices newest first, 30 at a time, and the way to their receipts. */
export default function InvoicesScreen() {
  const [filter, setFilter] = useState<InvoiceListStatus>('all');
  const invoices = useInvoicePages(filter);
  const found = useMemo(() => invoices.data?.pages.flatMap((page) => page.items) ?? [], [invoices.data]);
  const total = invoices.data?.pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = invoices;
  const showMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Invoices</h1>
          {invoices.data && (
            <p className="text-sm text-stone-600">
              {total} {total === 1 ? 'invoice' : 'invoices'}
            </p>
          )}
        </div>
        <Link to="/receipts" className={buttonClasses('outline')}>
          <ReceiptText aria-hidden />
          Receipts
        </Link>
      </div>
      <div role="group" aria-label="Show invoices" className="grid grid-cols-4 gap-1 rounded-xl bg-stone-200/60 p-1">
        {INVOICE_FILTERS.map((option) => (
          <button
            key={option.status}
            type="button"
            aria-pressed={filter === option.status}
            onClick={() => setFilter(option.status)}
            className={cn('h-10 rounded-lg text-sm font-semibold', filter === option.status ? 'bg-white shadow-sm' : 'text-stone-700')}
          >
            {option.label}
          </button>
        ))}
      </div>
      <JobClaimsCard />
      {invoices.isPending ? (
        <PageSpinner />
      ) : invoices.isError ? (
        <LoadFailed title="Failed to fetch invoices" message={invoices.error.message} onRetry={() => invoices.refetch()} />
      ) : (
        <InvoiceList invoices={found} onShowMore={hasNextPage ? showMore : null} />
      )}
    </div>
  );
}

/** The invoices loaded so far; the next page comes as the list's end scrolls into view (or on a tap). */
function InvoiceList({ invoices, onShowMore }: { invoices: Invoice[]; onShowMore: (() => void) | null }) {
  if (invoices.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 py-10 text-center">
        <Receipt aria-hidden className="size-10 text-stone-300" />
        <p className="font-semibold">No invoices found</p>
        <p className="text-sm text-stone-600">An invoice is made from an accepted quote</p>
      </Card>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3">
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <InvoiceCard invoice={invoice} />
          </li>
        ))}
      </ul>
      {onShowMore && <ShowMore label="Show more invoices" onShowMore={onShowMore} />}
    </>
  );
}
