import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ConfirmTestPayment, type DepositDocumentType } from '@cobber/contracts';
import { Button, Card, CardTitle, Field, Input } from '@cobber/ui';
import { paymentSuccessPath, useConfirmTestPayment } from './payments.ts';
import { confirmationFailureToast } from './payment-toasts.ts';

const TestCard = ConfirmTestPayment.omit({ clientSecret: true });

interface TestCardFormProps {
  type: DepositDocumentType;
  clientSecret: string;
  amountLabel: string;
}

/** The built-in provider's card form (DESIGN.md §2): no money moves; Stripe's test cards decide the outcome. */
export function TestCardForm({ type, clientSecret, amountLabel }: TestCardFormProps) {
  const navigate = useNavigate();
  const confirm = useConfirmTestPayment();
  const form = useForm<z.input<typeof TestCard>, unknown, z.output<typeof TestCard>>({
    resolver: zodResolver(TestCard),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });
  const { errors } = form.formState;

  const pay = form.handleSubmit((card) =>
    confirm.mutate(
      { ...card, clientSecret },
      {
        onSuccess: (paid) => navigate(paymentSuccessPath(type, paid.documentNumber, paid.amount)),
        onError: confirmationFailureToast,
      },
    ),
  );

  return (
    <Card>
      <CardTitle>Card Payment</CardTitle>
      <p role="note" className="mt-2 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>Test mode</strong>: no real card is charged. Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a decline.
        </span>
      </p>
      <form onSubmit={pay} noValidate className="mt-4 flex flex-col gap-4">
        <Field label="Card number" error={errors.cardNumber?.message}>
          <Input inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" {...form.register('cardNumber')} />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Expiry (MM/YY)" error={errors.expiry?.message}>
            <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" {...form.register('expiry')} />
          </Field>
          <Field label="CVC" error={errors.cvc?.message}>
            <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...form.register('cvc')} />
          </Field>
        </div>
        <Field label="Name on card" error={errors.name?.message}>
          <Input autoComplete="cc-name" {...form.register('name')} />
        </Field>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Processing...' : `Pay ${amountLabel}`}
        </Button>
      </form>
    </Card>
  );
}
