import { useCallback, useState } from 'react';
import type { DepositPaymentResponse, PaymentsConfig, PublicQuoteResponse } from '@cobber/contracts';
import { Button, Card, CardTitle } from '@cobber/ui';
import { money } from '../format.ts';
import { fetchPaymentsConfig, startDepositPayment } from './deposit-payment.ts';
import type { PaymentOutcome } from './outcome.ts';
import { StripeCardForm } from './StripeCardForm.tsx';
import { TestCardForm } from './TestCardForm.tsx';

interface DepositPanelProps {
  quoteId: string;
  deposit: NonNullable<PublicQuoteResponse['deposit']>;
  businessName: string;
}

type Started = DepositPaymentResponse & { config: PaymentsConfig };

/** Issue 6: right after accepting, the client pays the deposit the business asked for. */
export function DepositPanel({ quoteId, deposit, businessName }: DepositPanelProps) {
  const [started, setStarted] = useState<Started>();
  const [starting, setStarting] = useState(false);
  const [outcome, setOutcome] = useState<PaymentOutcome | { status: 'error'; message: string }>();
  const onOutcome = useCallback((next: PaymentOutcome) => setOutcome(next), []);

  if (outcome?.status === 'paid') {
    return (
      <Card role="status" className="space-y-2 text-center">
        <CardTitle>Payment Successful</CardTitle>
        <p className="text-stone-600">Deposit payment of {money(outcome.amount)} processed successfully!</p>
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
      .catch((error: unknown) => setOutcome({ status: 'error', message: error instanceof Error ? error.message : String(error) }))
      .finally(() => setStarting(false));
  }

  const amountLabel = money(started?.depositAmount ?? deposit.due);
  return (
    <Card className="space-y-4 text-center">
      <CardTitle>Pay Deposit</CardTitle>
      <p className="text-stone-600">
        {businessName} has asked for a deposit of <strong className="text-stone-900">{amountLabel}</strong> to get started.
      </p>
      {outcome && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-left text-sm text-red-900">
          <p className="font-bold">{outcome.status === 'failed' ? 'Payment Failed' : 'Payment Error'}</p>
          <p>{outcome.message}</p>
        </div>
      )}
      {!started && (
        <Button className="w-full" onClick={start} disabled={starting}>
          {starting ? 'Setting up...' : `Pay Deposit ${amountLabel}`}
        </Button>
      )}
      {started?.config.provider === 'test' && <TestCardForm clientSecret={started.clientSecret} amountLabel={amountLabel} onOutcome={onOutcome} />}
      {started?.config.provider === 'stripe' && started.config.publishableKey && (
        <StripeCardForm
          publishableKey={started.config.publishableKey}
          clientSecret={started.clientSecret}
          amount={started.depositAmount}
          amountLabel={amountLabel}
          onOutcome={onOutcome}
        />
      )}
    </Card>
  );
}
