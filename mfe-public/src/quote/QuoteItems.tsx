import type { PublicItem, PublicQuoteResponse } from '@cobber/contracts';
import type { QuoteFigures } from '@cobber/contracts/add-ons';
import { Card, CardTitle } from '@cobber/ui';
import { displayQuantityText } from '@cobber/contracts/display';
import { Amount, ItemList } from '../common/DocumentParts.tsx';
import { AddOns } from './AddOns.tsx';

interface QuoteItemsProps extends Pick<PublicQuoteResponse, 'quote' | 'items'> {
  /** The figures with the add-ons ticked (or chosen, once accepted). */
  figures: QuoteFigures;
  chosen: readonly string[];
  /** Whether the client may still tick add-ons. */
  choosing: boolean;
  onToggle(id: string): void;
}

/** The line items, the add-ons to tick and totals; GST only when the business charges it. */
export function QuoteItems({ quote, items, figures, chosen, choosing, onToggle }: QuoteItemsProps) {
  const addOns = items.filter((item: PublicItem) => item.optional);
  return (
    <Card>
      <CardTitle>Line Items</CardTitle>
      <ItemList items={items.filter((item) => !item.optional)} />
      {addOns.length > 0 && <AddOns addOns={addOns} chosen={chosen} open={choosing} onToggle={onToggle} />}
      <dl className="space-y-1 border-t border-stone-200 pt-3">
        {quote.travelCost !== '0.00' && <Amount label={`Travel (${displayQuantityText(quote.travelDistance)} km)`} amount={quote.travelCost} />}
        <Amount label="Subtotal" amount={figures.subtotal} />
        {figures.taxAmount !== '0.00' && <Amount label="GST (10%)" amount={figures.taxAmount} />}
        <Amount label="Total" amount={figures.totalAmount} strong />
      </dl>
    </Card>
  );
}
