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
  /** The quote offers options: these are the lines in every one, already in each option's price. */
  inEveryOption: boolean;
  onToggle(id: string): void;
}

/**
 * The line items, the add-ons to tick and totals; GST only when the business charges it.
 * With options the lines here are only part of a price, so the card shows no totals of its
 * own: each option's card has its subtotal, GST and total with them.
 */
export function QuoteItems({ quote, items, figures, chosen, choosing, inEveryOption, onToggle }: QuoteItemsProps) {
  const addOns = items.filter((item: PublicItem) => item.optional);
  const lines = items.filter((item) => !item.optional && item.type !== 'deposit');
  const travel = quote.travelCost !== '0.00' && <Amount label={`Travel (${displayQuantityText(quote.travelDistance)} km)`} amount={quote.travelCost} />;
  if (inEveryOption) {
    if (lines.length === 0 && !travel && addOns.length === 0) return null;
    return (
      <Card>
        <CardTitle>In every option</CardTitle>
        {(lines.length > 0 || travel) && <p className="mt-1 text-sm text-stone-600">Each option's price above includes these.</p>}
        <ItemList items={lines} />
        {travel && <dl className="border-t border-stone-200 py-3">{travel}</dl>}
        {addOns.length > 0 && <AddOns addOns={addOns} chosen={chosen} open={choosing} onToggle={onToggle} />}
      </Card>
    );
  }
  return (
    <Card>
      <CardTitle>Line Items</CardTitle>
      <ItemList items={lines} />
      {addOns.length > 0 && <AddOns addOns={addOns} chosen={chosen} open={choosing} onToggle={onToggle} />}
      <dl className="space-y-1 border-t border-stone-200 pt-3">
        {travel}
        <Amount label="Subtotal" amount={figures.subtotal} />
        {figures.taxAmount !== '0.00' && <Amount label="GST (10%)" amount={figures.taxAmount} />}
        <Amount label="Total" amount={figures.totalAmount} strong />
      </dl>
    </Card>
  );
}
