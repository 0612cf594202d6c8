import { FileText } from 'lucide-react';
import type { Invoice, Receipt } from '@cobber/contracts';
import { apiPath } from '@cobber/web';
import { Card, CardTitle } from '@cobber/ui';
import { displayAmount, paidLines } from '@cobber/contracts/display';
import { showCalendarDate } from '../common/display.ts';
import { useReceipts } from '../common/hooks/receipts.ts';
import { ClaimSchedule } from './ClaimSchedule.tsx';

/**
 * Subtotal, GST when the business charges it, total, then what was paid taken off it (card
 * deposits, payments recorded) and the balance, as the client's invoice page shows them;
 * beneath, a progress claim's schedule and each payment's receipt, opened as its PDF.
 */
export function PaymentSummary({ invoice }: { invoice: Invoice }) {
  const receipts = useReceipts();
  const paid = paidLines(invoice);
  const payments = (receipts.data ?? []).filter((receipt) => receipt.invoiceId === invoice.id);
  return (
    <Card role="region" aria-labelledby="payment-summary" className="flex flex-col gap-3">
      <CardTitle id="payment-summary">Payment Summary</CardTitle>
      <dl className="flex flex-col gap-1 text-stone-700">
        <Row label="Subtotal" amount={displayAmount(invoice.subtotal)} />
        {invoice.taxAmount !== '0.00' && <Row label="GST (10%)" amount={displayAmount(invoice.taxAmount)} />}
        <div className="flex justify-between border-t border-stone-200 pt-2 text-lg font-bold text-stone-900">
          <dt>Total</dt>
          <dd>{displayAmount(invoice.totalAmount)}</dd>
        </div>
        {paid.map(({ label, amount }) => (
          <Row key={label} label={label} amount={`-${displayAmount(amount)}`} />
        ))}
        {paid.length > 0 && (
          <div className="flex justify-between border-t border-stone-200 pt-2 font-semibold text-stone-900">
            <dt>Balance due</dt>
            <dd>{displayAmount(invoice.balanceDue)}</dd>
          </div>
        )}
      </dl>
      {invoice.claim && <ClaimSchedule claim={invoice.claim} />}
      {payments.length > 0 && <PaymentList payments={payments} />}
    </Card>
  );
}

/** Each payment on the invoice, oldest first, as its receipt records it; tapping one opens the receipt. */
function PaymentList({ payments }: { payments: Receipt[] }) {
  return (
    <section aria-labelledby="invoice-payments" className="flex flex-col gap-1 border-t border-stone-200 pt-3">
      <h3 id="invoice-payments" className="text-sm font-semibold text-stone-900">
        Payments
      </h3>
      <ul aria-labelledby="invoice-payments" className="flex flex-col divide-y divide-stone-100 text-sm">
        {[...payments].reverse().map((receipt) => (
          <li key={receipt.id}>
            <a
              href={apiPath('GET /api/receipts/:id/download', { params: { id: receipt.id } })}
              target="_blank"
              rel="noopener"
              className="flex min-h-11 items-center gap-3 py-2 text-stone-700 hover:bg-stone-50"
            >
              <FileText aria-hidden className="size-5 shrink-0 text-accent" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium text-stone-900">
                  {receipt.receiptNumber}
                  {receipt.description && ` · ${receipt.description}`}
                </span>
                <span className="text-stone-600">
                  {showCalendarDate(receipt.paymentDate)} · {receipt.paymentMethod}
                </span>
              </span>
              <span className="shrink-0 font-medium text-stone-900">{displayAmount(receipt.paymentAmount)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Row({ label, amount }: { label: string; amount: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </div>
  );
}
