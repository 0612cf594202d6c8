import { useCallback, useState } from 'react';
import type { DepositPaymentResponse, PaymentsConfig, PublicQuoteResponse } from '@cobber/contracts';
import { Button, Card, CardTitle } from '@cobber/ui';
import { CardPaymentForm, type CardFailure } from '@cobber/ui/card-payment';
import { money } from '../format.ts';
import { fetchPaymentsConfig, startDepositPayment } from './deposit-payment.ts';

interface DepositPanelProps {
  quoteId: string;
  deposit: NonNullable<PublicQuoteResponse['deposit']>;
  businessName: string;
}

type Started = DepositPaymentResponse & { config: PaymentsConfig };

/** How the client's card payment ended, for the panel's message (spec §8 payment messages). */
type Outcome = { status: 'paid' } | { status: 'failed'; failure: CardFailure };

/** Issue 6: right after accepting, the client pays the deposit the business asked for. */
export function DepositPanel({ quoteId, deposit, businessName }: DepositPanelProps) {
  const [started, setStarted] = useState<Started>();
  const [starting, setStarting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const onFailed = useCallback((failure: CardFailure) => setOutcome({ status: 'failed', failure }), []);

  if (outcome?.status === 'paid' && started) {
    return (
      <Card role="status" className="space-y-2 text-center">
        <CardTitle>Payment Successful</CardTitle>
        <p className="text-stone-600">Deposit payment of {money(started.depositAmount)} processed successfully!</p>
      </Card>
    );
  }
  if (deposit.due === '0.00') {
    return (
      <Card role="status" className="space-y-2 text-center">
        <CardTitle>Deposit Paid</CardTitle>
        <p className="text-stone-600">
          {businessName} has received your deposit of {money(deposit.paid)}. Thank you!
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

  const amountLabel = money(started?.depositAmount ?? deposit.due);
  return (
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
          onPaid={() => setOutcome({ status: 'paid' })}
          onFailed={onFailed}
        />
      )}
    </Card>
  );
}
