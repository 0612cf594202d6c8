import { useState } from 'react';
import { Plus, RotateCcw, Trash2 } from 'lucide-react';
import type { Invoice, InvoiceItem, PricedItemType } from '@cobber/contracts';
import { Badge, Button, Card, CardTitle, type BadgeTone } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';
import { displayAmount, displayQuantityText, ItemTypeLabels } from '@cobber/contracts/display';
import { failureToast } from '../common/failureToast.ts';
import { useDeleteInvoiceItem } from '../common/hooks/invoices.ts';
import { AddItemDialog } from './AddItemDialog.tsx';
import { ResetItemsDialog } from './ResetItemsDialog.tsx';

const typeTones: Record<PricedItemType, BadgeTone> = { labor: 'accent', materials: 'info', other: 'neutral' };

type PricedItem = InvoiceItem & { type: PricedItemType };

/** The lines of the price; a deposit is money paid against it, shown under the total (Payment Summary). */
function pricedLines(items: InvoiceItem[]): PricedItem[] {
  return items.filter((item): item is PricedItem => item.type !== 'deposit');
}

/** The invoice's priced lines with their type; they can be added and deleted until it is paid. */
export function ItemsCard({ invoice, items }: { invoice: Invoice; items: InvoiceItem[] }) {
  const deleteItem = useDeleteInvoiceItem(invoice.id);
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState(false);
  const open = invoice.status !== 'paid';
  const lines = pricedLines(items);

  function remove(item: InvoiceItem) {
    deleteItem.mutate(item.id, {
      onSuccess: () => toast({ title: 'Item Deleted', variant: 'success' }),
      onError: (failure) => failureToast('Failed to update invoice. Please try again.', failure),
    });
  }

  return (
    <Card role="region" aria-labelledby="invoice-items" className="flex flex-col gap-3">
      <CardTitle id="invoice-items">Items</CardTitle>
      {lines.length === 0 && <p className="text-sm text-stone-500">No items yet</p>}
      <ul className="flex flex-col divide-y divide-stone-100">
        {lines.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 py-2">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-medium">{item.description}</p>
              <p className="flex items-center gap-2 text-xs text-stone-500">
                <Badge tone={typeTones[item.type]}>{ItemTypeLabels[item.type]}</Badge>
                {displayQuantityText(item.quantity)} × {displayAmount(item.unitPrice)}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <p className="font-semibold">{displayAmount(item.totalPrice)}</p>
              {open && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${item.description}`}
                  disabled={deleteItem.isPending}
                  onClick={() => remove(item)}
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {/* One above the other: side by side at 390 px, "Reset from quote" overflowed its half. */}
      {open && (
        <div className="flex flex-col gap-3">
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Add Item
          </Button>
          {invoice.quoteId && (
            <Button variant="outline" onClick={() => setResetting(true)}>
              <RotateCcw aria-hidden />
              Reset from quote
            </Button>
          )}
        </div>
      )}
      <AddItemDialog invoiceId={invoice.id} open={adding} onOpenChange={setAdding} />
      <ResetItemsDialog invoiceId={invoice.id} open={resetting} onOpenChange={setResetting} />
    </Card>
  );
}
