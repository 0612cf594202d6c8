import { useState, type FormEvent } from 'react';
import { ApiError, apiFetch } from '../api.ts';
import { Button } from '../button.tsx';
import { Field } from '../field.tsx';
import { Input } from '../input.tsx';
import { confirmationFailure, type CardFailure } from './failure.ts';

interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

const fields: { name: keyof TestCard; label: string; inputMode?: 'numeric'; autoComplete: string; placeholder?: string }[] = [
  { name: 'cardNumber', label: 'Card number', inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234' },
  { name: 'expiry', label: 'Expiry (MM/YY)', inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  { name: 'cvc', label: 'CVC', inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123' },
  { name: 'name', label: 'Name on card', autoComplete: 'cc-name' },
];

export interface TestCardFormProps {
  clientSecret: string;
  amountLabel: string;
  onPaid(): void;
  onFailed(failure: CardFailure): void;
}

/**
 * The built-in provider's card form: no money moves; Stripe's test cards decide the
 * outcome. The server checks the card and answers each field's message (Stripe's words),
 * or the provider's answer when the card is declined.
 */
export function TestCardForm({ clientSecret, amountLabel, onPaid, onFailed }: TestCardFormProps) {
  const [card, setCard] = useState<TestCard>({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [paying, setPaying] = useState(false);

  function pay(event: FormEvent) {
    event.preventDefault();
    setPaying(true);
    setErrors({});
    apiFetch('/api/payments/test/confirm', { method: 'POST', body: { clientSecret, ...card } })
      .then(onPaid, (error: unknown) => {
        if (error instanceof ApiError && error.status === 400) setErrors(error.fields);
        else onFailed(confirmationFailure(error));
      })
      .finally(() => setPaying(false));
  }

  return (
    <form onSubmit={pay} noValidate className="flex flex-col gap-4 text-left">
      {fields.map(({ name, label, ...input }) => (
        <Field key={name} label={label} error={errors[name]}>
          <Input {...input} value={card[name]} onChange={(event) => setCard({ ...card, [name]: event.target.value })} />
        </Field>
      ))}
      <Button type="submit" disabled={paying}>
        {paying ? 'Processing...' : `Pay ${amountLabel}`}
      </Button>
    </form>
  );
}
