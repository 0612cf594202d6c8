import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { DepositPaymentForm } from '@cobber/contracts';
import { DEFAULT_DEPOSIT_PERCENT, depositCents, DEPOSIT_TYPES, displayMoney, formatMoney, MIN_DEPOSIT_CENTS, PaymentMessages } from '@cobber/contracts/display';
import { Button, Card, CardTitle, Field, Input, Label, resolverLater } from '@cobber/ui';
import { isOffline, OFFLINE_PAYMENT } from '@cobber/web/data';
import { toast } from '@cobber/ui/toasts';
import type { DepositDocument } from './deposit-document.ts';

export interface DepositSetup {
  depositCents: number;
  customerEmail: string;
  customerName: string;
}

interface DepositSetupFormProps {
  document: DepositDocument;
  busy: boolean;
  onSetUp: (setup: DepositSetup) => void;
}

/**
 * The Deposit Payment form: a percentage of the total (50 unless the quote already
 * asks for a deposit, then that amount) or a fixed amount, and who pays it.
 */
export function DepositSetupForm({ document, busy, onSetUp }: DepositSetupFormProps) {
  const form = useForm<z.input<typeof DepositPaymentForm>, unknown, DepositPaymentForm>({
    resolver: resolverLater(async () => {
      const [{ zodResolver }, { DepositPaymentForm }] = await Promise.all([import('@hookform/resolvers/zod'), import('@cobber/contracts')]);
      return zodResolver(DepositPaymentForm);
    }),
    defaultValues: {
      depositType: document.requestedCents ? 'fixed' : 'percentage',
      depositAmount: document.requestedCents ? document.requestedCents / 100 : DEFAULT_DEPOSIT_PERCENT,
      customerName: document.clientName,
      customerEmail: document.clientEmail ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const depositType = useWatch({ control: form.control, name: 'depositType' });
  const amount = useWatch({ control: form.control, name: 'depositAmount' });
  const percentage = depositType === 'percentage';
  const preview = percentage && Number.isFinite(amount) && (amount ?? 0) > 0 ? depositCents({ depositType, depositAmount: amount ?? 0 }, document.totalCents) : null;

  const setUp = form.handleSubmit((deposit) => {
    if (isOffline()) return void toast(OFFLINE_PAYMENT);
    const cents = depositCents(deposit, document.totalCents);
    if (cents < MIN_DEPOSIT_CENTS) {
      form.setError('depositAmount', { message: PaymentMessages.minimum });
      return;
    }
    onSetUp({ depositCents: cents, customerEmail: deposit.customerEmail, customerName: deposit.customerName });
  });

  return (
    <Card>
      <CardTitle>Deposit Details</CardTitle>
      <form onSubmit={setUp} noValidate className="mt-3 flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">Deposit type</legend>
          <div className="grid grid-cols-2 gap-2">
            {DEPOSIT_TYPES.map((type) => (
              <Label key={type} className="flex h-11 items-center gap-2 rounded-xl border border-stone-300 px-3 has-checked:border-accent has-checked:bg-accent-soft">
                <input type="radio" value={type} {...form.register('depositType')} className="accent-accent" />
                {type === 'percentage' ? 'Percentage' : 'Fixed amount'}
              </Label>
            ))}
          </div>
        </fieldset>
        <Field
          label={percentage ? 'Deposit percentage (%)' : 'Deposit amount ($)'}
          hint={preview !== null ? `${displayMoney(preview)} of ${displayMoney(document.totalCents)}` : `Total ${displayMoney(document.totalCents)}`}
          error={errors.depositAmount?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            step={percentage ? '1' : '0.01'}
            min={percentage ? '1' : '0.5'}
            max={percentage ? '100' : formatMoney(document.totalCents)}
            {...form.register('depositAmount', { valueAsNumber: true })}
          />
        </Field>
        <Field label="Customer name" error={errors.customerName?.message}>
          <Input autoComplete="name" {...form.register('customerName')} />
        </Field>
        <Field label="Customer email" hint="The receipt is emailed here." error={errors.customerEmail?.message}>
          <Input type="email" autoComplete="email" {...form.register('customerEmail')} />
        </Field>
        <Button type="submit" disabled={isSubmitting || busy}>
          {busy ? 'Setting up payment...' : 'Continue to Payment'}
        </Button>
      </form>
    </Card>
  );
}
