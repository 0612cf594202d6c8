import { useEffect, useRef } from 'react';
import type { PaymentsConfig } from '@cobber/contracts';
import { bringIntoView } from './bring-into-view.ts';
import type { CardFailure } from './failure.ts';
import { StripeCardForm } from './StripeCardForm.tsx';
import { TestCardForm } from './TestCardForm.tsx';
import { TestModeNotice } from './TestModeNotice.tsx';

export interface CardPaymentFormProps {
  /** `GET /api/payments/config`: which provider takes the card, and whether real money moves. */
  config: PaymentsConfig;
  clientSecret: string;
  amountLabel: string;
  /** Where Stripe sends the browser once the card is confirmed. */
  returnUrl: string;
  /** `always`: leave for `returnUrl` once paid (the owner's screen); `if_required`: stay (the client's page). */
  stripeRedirect: 'always' | 'if_required';
  /** The card was taken (the test provider, or Stripe without a redirect). */
  onPaid(): void;
  /** Keep it stable (useCallback): Stripe's element is mounted again when it changes. */
  onFailed(failure: CardFailure): void;
}

/**
 * The card form of whichever provider takes cards, saying so plainly when no real money
 * is taken. It opens in view with the cursor in its first field (Stripe's element takes
 * the cursor itself once it has loaded).
 */
export function CardPaymentForm({ config, clientSecret, amountLabel, returnUrl, stripeRedirect, onPaid, onFailed }: CardPaymentFormProps) {
  const stripe = config.provider === 'stripe' && config.publishableKey;
  const form = useRef<HTMLDivElement>(null);
  useEffect(() => bringIntoView(form.current, form.current?.querySelector('input')), []);
  return (
    // Clear of the owner's sticky header (h-14) when scrolled to the top.
    <div ref={form} className="flex scroll-mt-20 flex-col gap-4">
      {config.testMode && (
        <TestModeNotice>
          {stripe ? 'Use Stripe’s test cards, such as 4242 4242 4242 4242.' : 'Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a decline.'}
        </TestModeNotice>
      )}
      {stripe ? (
        <StripeCardForm
          publishableKey={stripe}
          clientSecret={clientSecret}
          amountLabel={amountLabel}
          returnUrl={returnUrl}
          redirect={stripeRedirect}
          onPaid={onPaid}
          onFailed={onFailed}
        />
      ) : (
        <TestCardForm clientSecret={clientSecret} amountLabel={amountLabel} onPaid={onPaid} onFailed={onFailed} />
      )}
    </div>
  );
}
