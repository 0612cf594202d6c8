import type { PublicInvoiceResponse } from '@cobber/contracts';
import { Card, CardTitle } from '@cobber/ui';
import { Amount, ItemList } from '../common/DocumentParts.tsx';

/** The items with their type badge, then 'Payment Summary': GST only when the business charges it (DESIGN.md §3). */
export function InvoiceItems({ found: { invoice, items, business } }: { found: PublicInvoiceResponse }) {
  const depositPaid = invoice.depositPaid && invoice.depositPaid !== '0.00' ? invoice.depositPaid : null;
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
          <Amount label={business.applyGST ? 'Total (Inc. GST)' : 'Total'} amount={invoice.totalAmount} strong ruled />
          {depositPaid && <Amount label="Deposit paid" amount={`-${depositPaid}`} />}
          {depositPaid && invoice.balanceDue && <Amount label="Balance due" amount={invoice.balanceDue} strong ruled />}
        </dl>
      </Card>
    </>
  );
}
