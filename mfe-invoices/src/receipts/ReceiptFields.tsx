import type { UseFormReturn } from 'react-hook-form';
import { Field, Input, Select, Textarea } from '@cobber/ui';
import { displayAmount, EARLIEST_PAYMENT_DATE, RECEIPT_PAYMENT_METHODS } from '@cobber/contracts/display';
import { showCalendarDate } from '../common/display.ts';
import type { ReceiptInput } from './receiptForm.ts';

interface ReceiptFieldsProps {
  form: UseFormReturn<ReceiptInput>;
  today: string;
  /** A card payment's amount, method and date are the card's: said, not asked. */
  card?: { amount: string; date: string } | undefined;
}

/** The receipt's fields, for a new receipt and a correction. */
export function ReceiptFields({ form, today, card }: ReceiptFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <Field label="Client name" error={errors.clientName?.message}>
        <Input autoComplete="off" {...form.register('clientName')} />
      </Field>
      <Field label="Client email" error={errors.clientEmail?.message}>
        <Input type="email" autoComplete="off" {...form.register('clientEmail')} />
      </Field>
      <Field label="Client phone" hint="For sending the receipt by SMS" error={errors.clientPhone?.message}>
        <Input type="tel" autoComplete="off" {...form.register('clientPhone')} />
      </Field>
      {card ? (
        <p className="rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
          Paid by card: {displayAmount(card.amount)} on {showCalendarDate(card.date)}, as the card was charged.
        </p>
      ) : (
        <PaymentFields form={form} today={today} />
      )}
      <Field label="Description" error={errors.description?.message}>
        <Input autoComplete="off" placeholder="Hot water system replacement" {...form.register('description')} />
      </Field>
      <Field label="Message" error={errors.messageTemplate?.message}>
        <Textarea {...form.register('messageTemplate')} />
      </Field>
    </>
  );
}

/** How much, when and how. */
function PaymentFields({ form, today }: { form: UseFormReturn<ReceiptInput>; today: string }) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Amount ($)" error={errors.paymentAmount?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0.01" {...form.register('paymentAmount')} />
        </Field>
        <Field label="Payment date" error={errors.paymentDate?.message}>
          <Input type="date" min={EARLIEST_PAYMENT_DATE} max={today} {...form.register('paymentDate')} />
        </Field>
      </div>
      <Field label="Payment method" error={errors.paymentMethod?.message}>
        <Select defaultValue="" {...form.register('paymentMethod')}>
          <option value="" disabled>
            Select a payment method
          </option>
          {RECEIPT_PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
