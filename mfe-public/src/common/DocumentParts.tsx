import type { ReactNode } from 'react';
import type { PublicItem } from '@cobber/contracts';
import { displayAmount, displayQuantityText, ItemTypeLabels } from '@cobber/contracts/display';

/** The pieces the client's quote and invoice pages both show. */

/** One label and value of a document's header. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-stone-500">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * The priced lines, each with its type badge ('Labour' for labor), quantity, rate and
 * total. A deposit line is a payment asked for against the total, not part of the price
 * (docs/money.md): listed among the lines above the subtotal it made the sums look wrong,
 * so each page shows its deposit apart.
 */
export function ItemList({ items }: { items: PublicItem[] }) {
  return (
    <ul className="mt-2 divide-y divide-stone-200">
      {items.filter((item) => item.type !== 'deposit').map((item) => (
        <li key={item.id} className="py-3">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-medium break-words">{item.description}</p>
            <p className="font-semibold">{displayAmount(item.totalPrice)}</p>
          </div>
          <p className="mt-1 text-sm text-stone-600">
            <span className="mr-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">{ItemTypeLabels[item.type]}</span>
            Qty {displayQuantityText(item.quantity)} · Rate {displayAmount(item.unitPrice)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A line of the totals; `strong` for a total, `ruled` to draw a line above it. */
export function Amount({ label, amount, strong = false, ruled = false }: { label: ReactNode; amount: string; strong?: boolean; ruled?: boolean }) {
  const style = strong ? 'flex justify-between text-lg font-bold' : 'flex justify-between text-stone-700';
  return (
    <div className={ruled ? `${style} border-t border-stone-200 pt-2` : style}>
      <dt>{label}</dt>
      <dd>{displayAmount(amount)}</dd>
    </div>
  );
}
