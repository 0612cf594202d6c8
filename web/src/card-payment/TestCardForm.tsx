import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, api } from '@cobber/web';
import { Button, Field, Input } from '@cobber/ui';
import { applyEdit, formatCardNumber, formatCvc, formatExpiry, type Formatter } from './card-format.ts';
import { confirmationFailure, type CardFailure } from './failure.ts';

interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

interface CardField {
  name: keyof TestCard;
  label: string;
  /** How the field looks as it is typed; the name on the card stays as written. */
  format?: Formatter;
  inputMode?: 'numeric';
  autoComplete: string;
  placeholder?: string;
}

// The number pad for the numbers (an iPhone's has no "/": the expiry puts it in), and the
// autocomplete names a phone fills a saved card from.
const fields: CardField[] = [
  { name: 'cardNumber', label: 'Card number', format: formatCardNumber, inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234' },
  { name: 'expiry', label: 'Expiry (MM/YY)', format: formatExpiry, inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  { name: 'cvc', label: 'CVC', format: formatCvc, inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123' },
  { name: 'name', label: 'Name on card', autoComplete: 'cc-name' },
];

/** A field's value, formatted as typed, with the caret put back where the client was typing. */
function useFormattedFields() {
  const [card, setCard] = useState<TestCard>({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const caret = useRef<{ input: HTMLInputElement; at: number } | null>(null);
  useLayoutEffect(() => {
    caret.current?.input.setSelectionRange(caret.current.at, caret.current.at);
    caret.current = null;
  });
  const change = ({ name, format }: CardField) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    if (!format) return setCard({ ...card, [name]: input.value });
    const edit = applyEdit(format, input.value, card[name], input.selectionStart ?? input.value.length);
    caret.current = { input, at: edit.caret };
    setCard({ ...card, [name]: edit.value });
  };
  return { card, change };
}

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
  const { card, change } = useFormattedFields();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [paying, setPaying] = useState(false);

  function pay(event: FormEvent) {
    event.preventDefault();
    setPaying(true);
    setErrors({});
    api('POST /api/payments/test/confirm', { body: { clientSecret, ...card } })
      .then(onPaid, (error: unknown) => {
        if (error instanceof ApiError && error.status === 400) setErrors(error.fields);
        else onFailed(confirmationFailure(error));
      })
      .finally(() => setPaying(false));
  }

  return (
    <form onSubmit={pay} noValidate className="flex flex-col gap-4 text-left">
      {fields.map((field) => (
        <Field key={field.name} label={field.label} error={errors[field.name]}>
          <Input
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            value={card[field.name]}
            onChange={change(field)}
          />
        </Field>
      ))}
      <Button type="submit" disabled={paying}>
        {paying ? 'Processing...' : `Pay ${amountLabel}`}
      </Button>
    </form>
  );
}
