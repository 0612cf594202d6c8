import type { Invoice } from '@cobber/contracts';
import { Card, CardTitle } from '@cobber/ui';
import { showAmount } from '../common/display.ts';

/** Subtotal, GST when the business charges it, total, then what is already paid and still owed. */
export function PaymentSummary({ invoice }: { invoice: Invoice }) {
  const depositPaid = invoice.depositPaid !== '0.00';
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Payment Summary</CardTitle>
      <dl className="flex flex-col gap-1 text-stone-700">
        <Row label="Subtotal" amount={invoice.subtotal} />
        {invoice.taxAmount !== '0.00' && <Row label="GST (10%)" amount={invoice.taxAmount} />}
        <div className="flex justify-between border-t border-stone-200 pt-2 text-lg font-bold text-stone-900">
          <dt>Total</dt>
          <dd>{showAmount(invoice.totalAmount)}</dd>
        </div>
        {depositPaid && <Row label="Deposit paid" amount={invoice.depositPaid} />}
        {depositPaid && (
          <div className="flex justify-between font-semibold text-stone-900">
            <dt>Balance due</dt>
            <dd>{showAmount(invoice.balanceDue)}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

function Row({ label, amount }: { label: string; amount: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd>{showAmount(amount)}</dd>
    </div>
  );
}
