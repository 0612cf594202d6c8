import type { PublicQuoteResponse } from '@cobber/contracts';
import { Card, CardTitle } from '@cobber/ui';
import { itemTypeLabels, money, quantity } from './format.ts';

/** The line items and totals; GST only when the business charges it (DESIGN.md §3). */
export function QuoteItems({ quote, items }: Pick<PublicQuoteResponse, 'quote' | 'items'>) {
  return (
    <Card>
      <CardTitle>Line Items</CardTitle>
      <ul className="mt-2 divide-y divide-stone-200">
        {items.map((item) => (
          <li key={item.id} className="py-3">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-medium break-words">{item.description}</p>
              <p className="font-semibold">{money(item.totalPrice)}</p>
            </div>
            <p className="mt-1 text-sm text-stone-600">
              <span className="mr-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">{itemTypeLabels[item.type]}</span>
              Qty {quantity(item.quantity)} · Rate {money(item.unitPrice)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="space-y-1 border-t border-stone-200 pt-3">
        <Amount label="Subtotal" amount={quote.subtotal} />
        {quote.taxAmount !== '0.00' && <Amount label="GST (10%)" amount={quote.taxAmount} />}
        <Amount label="Total" amount={quote.totalAmount} strong />
      </dl>
    </Card>
  );
}

function Amount({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between text-lg font-bold' : 'flex justify-between text-stone-700'}>
      <dt>{label}</dt>
      <dd>{money(amount)}</dd>
    </div>
  );
}
