import type { PaymentsConfig } from '@cobber/contracts';
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

/** The card form of whichever provider takes cards, saying so plainly when no real money is taken. */
export function CardPaymentForm({ config, clientSecret, amountLabel, returnUrl, stripeRedirect, onPaid, onFailed }: CardPaymentFormProps) {
  const stripe = config.provider === 'stripe' && config.publishableKey;
  return (
    <div className="flex flex-col gap-4">
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
