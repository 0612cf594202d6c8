import { useState, type FormEvent } from 'react';
import { Button, Field, Input } from '@cobber/ui';
import { confirmTestPayment, type TestCard } from './deposit-payment.ts';
import type { PaymentOutcome } from './outcome.ts';

interface TestCardFormProps {
  clientSecret: string;
  amountLabel: string;
  onOutcome(outcome: PaymentOutcome): void;
}

const fields: { name: keyof TestCard; label: string; inputMode?: 'numeric'; autoComplete: string; placeholder?: string }[] = [
  { name: 'cardNumber', label: 'Card number', inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234' },
  { name: 'expiry', label: 'Expiry (MM/YY)', inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  { name: 'cvc', label: 'CVC', inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123' },
  { name: 'name', label: 'Name on card', autoComplete: 'cc-name' },
];

/** The built-in provider's card form: no money moves; Stripe's test cards decide the outcome. */
export function TestCardForm({ clientSecret, amountLabel, onOutcome }: TestCardFormProps) {
  const [card, setCard] = useState<TestCard>({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const [paying, setPaying] = useState(false);

  function pay(event: FormEvent) {
    event.preventDefault();
    setPaying(true);
    confirmTestPayment(clientSecret, card)
      .then((paid) => onOutcome({ status: 'paid', amount: paid.amount }), (error: unknown) => onOutcome(failure(error)))
      .finally(() => setPaying(false));
  }

  return (
    <form onSubmit={pay} noValidate className="flex flex-col gap-4 text-left">
      <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <strong>Test mode</strong>: no real card is charged. Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a decline.
      </p>
      {fields.map(({ name, label, ...input }) => (
        <Field key={name} label={label}>
          <Input {...input} value={card[name]} onChange={(event) => setCard({ ...card, [name]: event.target.value })} />
        </Field>
      ))}
      <Button type="submit" disabled={paying}>
        {paying ? 'Processing...' : `Pay ${amountLabel}`}
      </Button>
    </form>
  );
}

function failure(error: unknown): PaymentOutcome {
  return { status: 'failed', message: error instanceof Error ? error.message : 'An unexpected error occurred. Please try again.' };
}
