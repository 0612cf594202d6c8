import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Invoice, Receipt } from '@cobber/contracts';
import { Button, Card, CardTitle, Field, Input, Select } from '@cobber/ui';
import { isOffline, OFFLINE_PAYMENT } from '@cobber/web/data';
import { CircleCheck } from 'lucide-react';
import { toast } from '@cobber/ui/toasts';
import { displayAmount, EARLIEST_PAYMENT_DATE, parseMoney, RECEIPT_PAYMENT_METHODS, todayIn } from '@cobber/contracts/display';
import { failureToast } from '../common/failureToast.ts';
import { useMarkInvoicePaid } from '../common/hooks/invoices.ts';
import { paymentResolver, showServerErrors } from '../receipts/receiptForm.ts';
import type { paymentSchema } from '../receipts/receiptSchemas.ts';

/** What the owner confirms: how much, when and how, and where the receipt goes. */
type PaymentInput = z.input<ReturnType<typeof paymentSchema>>;

/** Whether the amount typed pays off the balance (a part payment leaves some owed). */
function paysInFull(amount: string | number | undefined, balanceDue: string): boolean {
  try {
    return parseMoney(amount ?? '') >= parseMoney(balanceDue);
  } catch {
    return true;
  }
}

/**
 * The client paid: records a payment of the balance due, or part of it, on the day it
 * came, with a receipt for the client. Prefilled from the client's record (email and
 * phone), so the receipt can be emailed or texted without typing them again. The receipt
 * made goes to `onReceipt`, so the screen can offer its photos once this card has gone.
 */
export function MarkPaidCard({ invoice, timeZone, onReceipt }: { invoice: Invoice; timeZone: string; onReceipt: (receipt: Receipt) => void }) {
  const markPaid = useMarkInvoicePaid(invoice.id);
  const today = todayIn(timeZone);
  const form = useForm<PaymentInput>({
    resolver: paymentResolver(timeZone, today),
    defaultValues: {
      paymentAmount: invoice.balanceDue,
      paymentDate: today,
      paymentMethod: invoice.paymentMethod === 'cash' ? 'Cash' : 'Bank Transfer',
      clientEmail: invoice.clientEmail ?? '',
      clientPhone: invoice.clientPhone ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const inFull = paysInFull(form.watch('paymentAmount'), invoice.balanceDue);

  // Awaited rather than given callbacks: once paid, this card leaves the screen, and a
  // mutation's per-call callbacks do not run for a component that has gone.
  const record = form.handleSubmit(async (payment) => {
    if (isOffline()) return void toast(OFFLINE_PAYMENT);
    try {
      const receipt = await markPaid.mutateAsync(payment);
      const description = paysInFull(receipt.paymentAmount, invoice.balanceDue)
        ? 'Invoice marked as paid and receipt generated'
        : 'Part payment recorded and receipt generated; the rest is still owed.';
      toast({ title: 'Payment Recorded', description, variant: 'success' });
      onReceipt(receipt);
    } catch (failure) {
      if (!showServerErrors(form, failure, ['paymentAmount', 'paymentDate', 'clientPhone', 'clientEmail'])) failureToast('Failed to record payment', failure);
    }
  });

  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>Payment</CardTitle>
      <p className="text-sm text-stone-600">
        {displayAmount(invoice.balanceDue)} is owed. Record what the client paid, all of it or part, and a receipt is made for them.
      </p>
      <form onSubmit={record} noValidate aria-label="Record a payment" className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Amount paid ($)" error={errors.paymentAmount?.message}>
            <Input type="number" inputMode="decimal" step="0.01" min="0.01" {...form.register('paymentAmount')} />
          </Field>
          <Field label="Paid on" error={errors.paymentDate?.message}>
            <Input type="date" min={EARLIEST_PAYMENT_DATE} max={today} {...form.register('paymentDate')} />
          </Field>
        </div>
        <Field label="Paid by" error={errors.paymentMethod?.message}>
          <Select {...form.register('paymentMethod')}>
            {RECEIPT_PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Client email (for the receipt)" error={errors.clientEmail?.message}>
          <Input type="email" autoComplete="off" {...form.register('clientEmail')} />
        </Field>
        <Field label="Client phone (for SMS receipts)" error={errors.clientPhone?.message}>
          <Input type="tel" autoComplete="off" {...form.register('clientPhone')} />
        </Field>
        {/* Disabled from the first tap: the check may still be fetching its schema, and a second tap would record the payment twice. */}
        <Button type="submit" variant="secondary" disabled={isSubmitting || markPaid.isPending}>
          <CircleCheck aria-hidden />
          {markPaid.isPending ? 'Recording...' : inFull ? 'Mark as paid' : 'Record part payment'}
        </Button>
      </form>
    </Card>
  );
}
