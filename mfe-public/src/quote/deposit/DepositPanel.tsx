import { useCallback, useEffect, useRef, useState } from 'react';
import type { DepositPaymentResponse, PaymentsConfig, PublicQuoteResponse } from '@cobber/contracts';
import { Button, Card, CardTitle } from '@cobber/ui';
import { bringIntoView, CardPaymentForm, type CardFailure } from '@cobber/web/card-payment';
import { displayAmount } from '@cobber/contracts/display';
import { fetchPaymentsConfig, startDepositPayment } from './deposit-payment.ts';

interface DepositPanelProps {
  quoteId: string;
  deposit: NonNullable<PublicQuoteResponse['deposit']>;
  businessName: string;
  /** The client accepted the quote on this page just now: the panel comes into view with the cursor on its button. */
  justAccepted?: boolean;
  /** Mounts the toasts where no shell does (the server-rendered page). */
  showToasts?: (() => Promise<void>) | undefined;
  /** The card paid what was due: the whole deposit is paid now. */
  onPaid?: () => void;
}

type Started = DepositPaymentResponse & { config: PaymentsConfig };

/** How the client's card payment ended, for the panel's message. */
type Outcome = { status: 'paid' } | { status: 'failed'; failure: CardFailure };

/** The 'Payment Successful' toast, beside the panel that stays to say so. */
async function paymentSuccessfulToast(depositAmount: string, showToasts: DepositPanelProps['showToasts']) {
  await showToasts?.();
  const { toast } = await import('@cobber/ui/widgets');
  toast({ title: 'Payment Successful', description: `Deposit payment of ${displayAmount(depositAmount)} processed successfully!`, variant: 'success' });
}

/** Right after accepting, the client pays the deposit the business asked for. */
export function DepositPanel({ quoteId, deposit, businessName, justAccepted = false, showToasts, onPaid }: DepositPanelProps) {
  const [started, setStarted] = useState<Started>();
  const [starting, setStarting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const panel = useRef<HTMLDivElement>(null);
  const onFailed = useCallback((failure: CardFailure) => setOutcome({ status: 'failed', failure }), []);
  useEffect(() => {
    // After Approve the panel sat below the fold.
    if (justAccepted) bringIntoView(panel.current, panel.current?.querySelector('button'), 'nearest');
  }, [justAccepted]);

  if (outcome?.status === 'paid' && started) {
    return (
      <Card role="status" className="space-y-2 text-center">
        <CardTitle>Payment Successful</CardTitle>
        <p className="text-stone-600">Deposit payment of {displayAmount(started.depositAmount)} processed successfully!</p>
      </Card>
    );
  }
  if (deposit.due === '0.00') {
    return (
      <Card role="status" className="space-y-2 text-center">
        <CardTitle>Deposit Paid</CardTitle>
        <p className="text-stone-600">
          {businessName} has received your deposit of {displayAmount(deposit.paid)}. Thank you!
        </p>
      </Card>
    );
  }

  function start() {
    setStarting(true);
    setOutcome(undefined);
    Promise.all([fetchPaymentsConfig(), startDepositPayment(quoteId)])
      .then(([config, payment]) => setStarted({ ...payment, config }))
      .catch((error: unknown) => onFailed({ kind: 'error', message: error instanceof Error ? error.message : String(error) }))
      .finally(() => setStarting(false));
  }

  function paid(payment: Started) {
    setOutcome({ status: 'paid' });
    onPaid?.();
    paymentSuccessfulToast(payment.depositAmount, showToasts).catch((error: unknown) => console.error('Could not show the payment toast', error));
  }

  const amountLabel = displayAmount(started?.depositAmount ?? deposit.due);
  return (
    <div ref={panel} className="scroll-my-4">
      <Card className="space-y-4 text-center">
        <CardTitle>Pay Deposit</CardTitle>
        <p className="text-stone-600">
          {businessName} has asked for a deposit of <strong className="text-stone-900">{amountLabel}</strong> to get started.
        </p>
        {outcome?.status === 'failed' && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-left text-sm text-red-900">
            <p className="font-bold">{outcome.failure.kind === 'declined' ? 'Payment Failed' : 'Payment Error'}</p>
            <p>{outcome.failure.message}</p>
          </div>
        )}
        {!started && (
          <Button className="w-full" onClick={start} disabled={starting}>
            {starting ? 'Setting up...' : `Pay Deposit ${amountLabel}`}
          </Button>
        )}
        {started && (
          <CardPaymentForm
            config={started.config}
            clientSecret={started.clientSecret}
            amountLabel={amountLabel}
            returnUrl={window.location.href}
            stripeRedirect="if_required"
            onPaid={() => paid(started)}
            onFailed={onFailed}
          />
        )}
      </Card>
    </div>
  );
}
