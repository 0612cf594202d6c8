import { useEffect, useRef, useState } from 'react';
import { Button, Card, CardTitle, Spinner } from '@cobber/ui';
import { paymentErrorToast, paymentFailedToast } from './payment-toasts.ts';
import { loadStripe, type StripeClient, type StripeElement, type StripeElements } from '@cobber/ui/stripe';

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  /** Where Stripe sends the browser once paid: `/payment-success?type&number…` (spec §2). */
  successPath: string;
  amountLabel: string;
}

/** Stripe's Payment Element for the deposit's PaymentIntent; Stripe redirects to the success screen. */
export function StripeCardForm({ publishableKey, clientSecret, successPath, amountLabel }: StripeCardFormProps) {
  const target = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ client: StripeClient; elements: StripeElements } | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let element: StripeElement | undefined;
    let current = true;
    loadStripe(publishableKey).then(
      (client) => {
        if (!current || !target.current) return;
        const elements = client.elements({ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#ea580c' } } });
        const paymentElement = elements.create('payment');
        paymentElement.mount(target.current);
        element = paymentElement;
        setStripe({ client, elements });
      },
      () => current && paymentErrorToast(),
    );
    return () => {
      current = false;
      element?.destroy();
    };
  }, [publishableKey, clientSecret]);

  async function pay() {
    if (!stripe) return;
    setPaying(true);
    try {
      const { error } = await stripe.client.confirmPayment({
        elements: stripe.elements,
        confirmParams: { return_url: new URL(successPath, window.location.origin).href },
      });
      // Only a failure comes back here; a success leaves the page for return_url.
      if (error?.type === 'card_error' || error?.type === 'validation_error') paymentFailedToast(error.message ?? 'Your card was not accepted.');
      else if (error) paymentErrorToast();
    } catch {
      paymentErrorToast();
    } finally {
      setPaying(false);
    }
  }

  return (
    <Card>
      <CardTitle>Card Payment</CardTitle>
      {!stripe && <Spinner className="mt-3" />}
      {/* Stripe's own iframe goes in here; React leaves it alone. */}
      <div ref={target} className="mt-3" />
      <Button className="mt-4 w-full" onClick={() => void pay()} disabled={!stripe || paying}>
        {paying ? 'Processing...' : `Pay ${amountLabel}`}
      </Button>
    </Card>
  );
}
