import { Ban, CircleAlert, CircleCheck } from 'lucide-react';
import type { PublicInvoiceResponse } from '@cobber/contracts';
import { displayAmount, displayDay } from '@cobber/contracts/display';

type Found = Pick<PublicInvoiceResponse, 'invoice' | 'business'>;

/** 'Payment Received' once paid; 'Invoice Cancelled' when the business took it back; 'Payment Overdue' when past due and unpaid (the service derives overdue). */
export function PaymentPanel({ invoice, business }: Found) {
  if (invoice.status === 'paid') {
    return (
      <section role="status" className="flex gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 text-green-900">
        <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0" />
        <div>
          <h2 className="font-bold">Payment Received</h2>
          <p className="text-sm">
            {business.name} has received {displayAmount(invoice.totalAmount)} for invoice {invoice.invoiceNumber}. Thank you!
          </p>
        </div>
      </section>
    );
  }
  if (invoice.status === 'cancelled') {
    return (
      <section role="status" className="flex gap-3 rounded-2xl border border-stone-300 bg-stone-50 p-4 text-stone-900">
        <Ban aria-hidden className="mt-0.5 size-6 shrink-0" />
        <div>
          <h2 className="font-bold">Invoice Cancelled</h2>
          <p className="text-sm">
            {business.name} cancelled invoice {invoice.invoiceNumber}. Nothing is owed on it: please don’t pay it.
          </p>
        </div>
      </section>
    );
  }
  if (invoice.status === 'overdue') {
    return (
      <section role="alert" className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
        <CircleAlert aria-hidden className="mt-0.5 size-6 shrink-0" />
        <div>
          <h2 className="font-bold">Payment Overdue</h2>
          <p className="text-sm">
            This invoice was due on {displayDay(invoice.dueDate)}. Please pay {displayAmount(invoice.balanceDue ?? invoice.totalAmount)} as soon as you can.
          </p>
        </div>
      </section>
    );
  }
  return null;
}
