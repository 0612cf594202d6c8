import type { Invoice, Receipt } from '@cobber/contracts';
import { Card, CardTitle } from '@cobber/ui';
import { showAmount, showCalendarDate } from '../common/display.ts';
import { useReceipts } from '../common/hooks/receipts.ts';

/**
 * Subtotal, GST when the business charges it, total, then what is already paid (card
 * deposits, payments recorded) and still owed, with each payment's receipt beneath.
 */
export function PaymentSummary({ invoice }: { invoice: Invoice }) {
  const receipts = useReceipts();
  const depositPaid = invoice.depositPaid !== '0.00';
  const paymentsReceived = invoice.paymentsReceived !== '0.00';
  const payments = (receipts.data ?? []).filter((receipt) => receipt.invoiceId === invoice.id);
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
        {paymentsReceived && <Row label="Payments received" amount={invoice.paymentsReceived} />}
        {(depositPaid || paymentsReceived) && (
          <div className="flex justify-between font-semibold text-stone-900">
            <dt>Balance due</dt>
            <dd>{showAmount(invoice.balanceDue)}</dd>
          </div>
        )}
      </dl>
      {payments.length > 0 && <PaymentList payments={payments} />}
    </Card>
  );
}

/** Each payment on the invoice, oldest first, as its receipt records it. */
function PaymentList({ payments }: { payments: Receipt[] }) {
  return (
    <ul aria-label="Payments" className="flex flex-col divide-y divide-stone-100 border-t border-stone-200 text-sm">
      {[...payments].reverse().map((receipt) => (
        <li key={receipt.id} className="flex items-baseline justify-between gap-3 py-2">
          <span className="min-w-0 text-stone-600">
            {receipt.receiptNumber} · {showCalendarDate(receipt.paymentDate)} · {receipt.paymentMethod}
          </span>
          <span className="shrink-0 font-medium text-stone-900">{showAmount(receipt.paymentAmount)}</span>
        </li>
      ))}
    </ul>
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
