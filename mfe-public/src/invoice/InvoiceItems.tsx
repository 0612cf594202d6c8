import type { PublicInvoiceResponse } from '@cobber/contracts';
import { Card, CardTitle } from '@cobber/ui';
import { itemTypeLabels, money, quantity } from '../quote/format.ts';

/** The items with their type badge, then 'Payment Summary': GST only when the business charges it (DESIGN.md §3). */
export function InvoiceItems({ found: { invoice, items, business } }: { found: PublicInvoiceResponse }) {
  const depositPaid = invoice.depositPaid && invoice.depositPaid !== '0.00' ? invoice.depositPaid : null;
  return (
    <>
      <Card>
        <CardTitle>Items</CardTitle>
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
      </Card>
      <Card>
        <CardTitle>Payment Summary</CardTitle>
        <dl className="mt-2 space-y-1">
          <Amount label="Subtotal" amount={invoice.subtotal} />
          {business.applyGST && <Amount label="GST (10%)" amount={invoice.taxAmount} />}
          <Amount label={business.applyGST ? 'Total (Inc. GST)' : 'Total'} amount={invoice.totalAmount} strong />
          {depositPaid && <Amount label="Deposit paid" amount={`-${depositPaid}`} />}
          {depositPaid && invoice.balanceDue && <Amount label="Balance due" amount={invoice.balanceDue} strong />}
        </dl>
      </Card>
    </>
  );
}

function Amount({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between border-t border-stone-200 pt-2 text-lg font-bold' : 'flex justify-between text-stone-700'}>
      <dt>{label}</dt>
      <dd>{money(amount)}</dd>
    </div>
  );
}
