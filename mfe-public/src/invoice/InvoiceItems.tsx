import type { PublicInvoiceResponse } from '@cobber/contracts';
import { paidLines } from '@cobber/contracts/display';
import { Card, CardTitle } from '@cobber/ui';
import { Amount, ItemList } from '../common/DocumentParts.tsx';
import { TotalLabel } from './AmountDue.tsx';
import { ClaimScheduleCard } from './ClaimScheduleCard.tsx';
import { amountDue } from './money-received.ts';

/**
 * The items with their type badge, then 'Payment Summary': GST only when the business
 * charges it, and what was paid and is still due once anything was paid; a progress
 * claim's schedule under it.
 */
export function InvoiceItems({ found: { invoice, items, business, claim } }: { found: PublicInvoiceResponse }) {
  const received = paidLines(invoice);
  return (
    <>
      <Card>
        <CardTitle>Items</CardTitle>
        <ItemList items={items} />
      </Card>
      <Card>
        <CardTitle>Payment Summary</CardTitle>
        <dl className="mt-2 space-y-1">
          <Amount label="Subtotal" amount={invoice.subtotal} />
          {business.applyGST && <Amount label="GST (10%)" amount={invoice.taxAmount} />}
          <Amount label={<TotalLabel applyGST={business.applyGST} />} amount={invoice.totalAmount} strong ruled />
          {received.map(({ label, amount }) => (
            <Amount key={label} label={label} amount={`-${amount}`} />
          ))}
          {received.length > 0 && <Amount label="Amount due" amount={amountDue(invoice)} strong ruled />}
        </dl>
      </Card>
      {claim && <ClaimScheduleCard claim={claim} />}
    </>
  );
}
