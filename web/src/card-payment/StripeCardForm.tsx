import { useEffect, useRef, useState } from 'react';
import { COBBER_ORANGE } from '@cobber/contracts/brand';
import { Button, Spinner } from '@cobber/ui';
import { loadStripe, type StripeClient, type StripeElement, type StripeElements } from '../stripe-js.ts';
import { unexpected, type CardFailure } from './failure.ts';

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  /** Where Stripe sends the browser once the card is confirmed (or for a bank's check). */
  returnUrl: string;
  /** `always` leaves the page for `returnUrl` once paid; `if_required` stays and calls onPaid. */
  redirect: 'always' | 'if_required';
  onPaid(): void;
  onFailed(failure: CardFailure): void;
}

/** Stripe's Payment Element for the payment's PaymentIntent; Stripe's own answer is what a failure says. */
export function StripeCardForm({ publishableKey, clientSecret, amountLabel, returnUrl, redirect, onPaid, onFailed }: StripeCardFormProps) {
  const target = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ client: StripeClient; elements: StripeElements } | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let element: StripeElement | undefined;
    let current = true;
    loadStripe(publishableKey).then(
      (client) => {
        if (!current || !target.current) return;
        const elements = client.elements({ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: COBBER_ORANGE } } });
        const payment = elements.create('payment');
        element = payment;
        // The card form opens with the cursor in it, once Stripe's iframe can take it.
        payment.on('ready', () => payment.focus());
        payment.mount(target.current);
        setStripe({ client, elements });
      },
      () => current && onFailed(unexpected()),
    );
    return () => {
      current = false;
      element?.destroy();
    };
  }, [publishableKey, clientSecret, onFailed]);

  async function pay() {
    if (!stripe) return;
    setPaying(true);
    try {
      const { error, paymentIntent } = await stripe.client.confirmPayment({
        elements: stripe.elements,
        confirmParams: { return_url: returnUrl },
        ...(redirect === 'if_required' ? { redirect } : {}),
      });
      if (error?.type === 'card_error' || error?.type === 'validation_error') onFailed({ kind: 'declined', message: error.message ?? 'Your card was not accepted.' });
      else if (error) onFailed(unexpected());
      else if (paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing') onPaid();
    } catch {
      onFailed(unexpected());
    } finally {
      setPaying(false);
    }
  }

  return (
    <div className="text-left">
      {!stripe && <Spinner />}
      {/* Stripe's own iframe goes in here; React leaves it alone. */}
      <div ref={target} />
      <Button className="mt-4 w-full" onClick={() => void pay()} disabled={!stripe || paying}>
        {paying ? 'Processing...' : `Pay ${amountLabel}`}
      </Button>
    </div>
  );
}
