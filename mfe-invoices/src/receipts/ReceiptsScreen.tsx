import { lazy, useCallback, useMemo, useState } from 'react';
import { Plus, ReceiptText } from 'lucide-react';
import type { Receipt, ReceiptListStatus } from '@cobber/contracts';
import { Button, Card, cn, LoadFailed, PageSpinner, OpenedOnce, ShowMore } from '@cobber/ui';
import type { FirstData } from '@cobber/web/first-screen';
import { receiptPages, useReceiptPages } from './hooks.ts';
import { ReceiptCard } from './ReceiptCard.tsx';
import { RECEIPT_FILTERS } from './receiptFilters.ts';

// Loaded when Create Receipt is first tapped: its form, pickers and the dialog library are not the list's.
const CreateReceiptDialog = lazy(() => import('./CreateReceiptDialog.tsx').then(({ CreateReceiptDialog }) => ({ default: CreateReceiptDialog })));

/** Drawn first: the first page of all the owner's receipts. */
export const firstData: FirstData = async (_, load) => {
  await load.pages(receiptPages('all'));
};

export default function ReceiptsScreen() {
  const [filter, setFilter] = useState<ReceiptListStatus>('all');
  const receipts = useReceiptPages(filter);
  const found = useMemo(() => receipts.data?.pages.flatMap((page) => page.items) ?? [], [receipts.data]);
  const [creating, setCreating] = useState(false);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = receipts;
  const showMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Receipts</h1>
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          New Receipt
        </Button>
      </div>
      <div role="group" aria-label="Show receipts" className="grid grid-cols-3 gap-1 rounded-xl bg-stone-200/60 p-1">
        {RECEIPT_FILTERS.map((option) => (
          <button
            key={option.status}
            type="button"
            aria-pressed={filter === option.status}
            onClick={() => setFilter(option.status)}
            className={cn('h-10 rounded-lg text-sm font-semibold', filter === option.status ? 'bg-white shadow-sm' : 'text-stone-600')}
          >
            {option.label}
          </button>
        ))}
      </div>
      {receipts.isPending ? (
        <PageSpinner />
      ) : receipts.isError ? (
        <LoadFailed title="Failed to fetch receipts" message={receipts.error.message} onRetry={() => receipts.refetch()} />
      ) : (
        <ReceiptList receipts={found} onShowMore={hasNextPage ? showMore : null} />
      )}
      <OpenedOnce open={creating}>
        <CreateReceiptDialog open={creating} onOpenChange={setCreating} />
      </OpenedOnce>
    </div>
  );
}

/** The receipts loaded so far; the next page comes as the list's end scrolls into view (or on a tap). */
function ReceiptList({ receipts, onShowMore }: { receipts: Receipt[]; onShowMore: (() => void) | null }) {
  if (receipts.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 py-10 text-center">
        <ReceiptText aria-hidden className="size-10 text-stone-300" />
        <p className="font-semibold">No receipts found</p>
        <p className="text-sm text-stone-500">Create your first receipt to get started</p>
      </Card>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3">
        {receipts.map((receipt) => (
          <li key={receipt.id}>
            <ReceiptCard receipt={receipt} />
          </li>
        ))}
      </ul>
      {onShowMore && <ShowMore label="Show more receipts" onShowMore={onShowMore} />}
    </>
  );
}
