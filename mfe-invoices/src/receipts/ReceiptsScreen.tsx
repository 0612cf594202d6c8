import { useState } from 'react';
import { Plus, ReceiptText } from 'lucide-react';
import { Button, Card, cn, LoadFailed, PageSpinner } from '@cobber/ui';
import { useReceipts } from '../common/hooks/receipts.ts';
import { CreateReceiptDialog } from './CreateReceiptDialog.tsx';
import { findReceipts, RECEIPT_FILTERS, type ReceiptFilter } from './findReceipts.ts';
import { ReceiptCard } from './ReceiptCard.tsx';

export default function ReceiptsScreen() {
  const receipts = useReceipts();
  const [filter, setFilter] = useState<ReceiptFilter>('All');
  const [creating, setCreating] = useState(false);

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
            key={option}
            type="button"
            aria-pressed={filter === option}
            onClick={() => setFilter(option)}
            className={cn('h-10 rounded-lg text-sm font-semibold', filter === option ? 'bg-white shadow-sm' : 'text-stone-600')}
          >
            {option}
          </button>
        ))}
      </div>
      {receipts.isPending ? (
        <PageSpinner />
      ) : receipts.isError ? (
        <LoadFailed title="Failed to fetch receipts" message={receipts.error.message} onRetry={() => receipts.refetch()} />
      ) : (
        <ReceiptList receipts={findReceipts(receipts.data, filter)} />
      )}
      <CreateReceiptDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function ReceiptList({ receipts }: { receipts: ReturnType<typeof findReceipts> }) {
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
    <ul className="flex flex-col gap-3">
      {receipts.map((receipt) => (
        <li key={receipt.id}>
          <ReceiptCard receipt={receipt} />
        </li>
      ))}
    </ul>
  );
}
