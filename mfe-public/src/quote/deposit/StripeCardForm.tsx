import { useEffect, useRef, useState } from 'react';
import { Button, Spinner } from '@cobber/ui';
import type { PaymentOutcome } from './outcome.ts';
import { loadStripe, type StripeClient, type StripeElement, type StripeElements } from '@cobber/ui/stripe';

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  amount: string;
  amountLabel: string;
  onOutcome(outcome: PaymentOutcome): void;
}

const unexpected = 'An unexpected error occurred. Please try again.';

/** Stripe's Payment Element; a card payment completes on the page, without a redirect. */
export function StripeCardForm({ publishableKey, clientSecret, amount, amountLabel, onOutcome }: StripeCardFormProps) {
  const target = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ client: StripeClient; elements: StripeElements } | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let element: StripeElement | undefined;
    let current = true;
    loadStripe(publishableKey).then(
      (client) => {
        if (!current || !target.current) return;
        const elements = client.elements({ clientSecret, appearance: { theme: 'stripe' } });
        element = elements.create('payment');
        element.mount(target.current);
        setStripe({ client, elements });
      },
      () => current && onOutcome({ status: 'failed', message: unexpected }),
    );
    return () => {
      current = false;
      element?.destroy();
    };
  }, [publishableKey, clientSecret, onOutcome]);

  async function pay() {
    if (!stripe) return;
    setPaying(true);
    try {
      const { error, paymentIntent } = await stripe.client.confirmPayment({
        elements: stripe.elements,
        confirmParams: { return_url: window.location.href },
        redirect: 'if_required',
      });
      if (error) onOutcome({ status: 'failed', message: error.message ?? unexpected });
      else if (paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing') onOutcome({ status: 'paid', amount });
    } catch {
      onOutcome({ status: 'failed', message: unexpected });
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
