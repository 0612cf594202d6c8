import type { PublicQuoteResponse } from '@cobber/contracts';
import { Card, CardTitle } from '@cobber/ui';
import { Amount, ItemList } from '../common/DocumentParts.tsx';
import { quantity } from './format.ts';

/** The line items and totals; GST only when the business charges it (DESIGN.md §3). */
export function QuoteItems({ quote, items }: Pick<PublicQuoteResponse, 'quote' | 'items'>) {
  return (
    <Card>
      <CardTitle>Line Items</CardTitle>
      <ItemList items={items} />
      <dl className="space-y-1 border-t border-stone-200 pt-3">
        {quote.travelCost !== '0.00' && <Amount label={`Travel (${quantity(quote.travelDistance)} km)`} amount={quote.travelCost} />}
        <Amount label="Subtotal" amount={quote.subtotal} />
        {quote.taxAmount !== '0.00' && <Amount label="GST (10%)" amount={quote.taxAmount} />}
        <Amount label="Total" amount={quote.totalAmount} strong />
      </dl>
    </Card>
  );
}
