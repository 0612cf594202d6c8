import { useCallback, useState } from 'react';
import type { InvoicePaymentResponse, PaymentsConfig } from '@cobber/contracts';
import { Button, Card, CardTitle, Field, Input } from '@cobber/ui';
import { CardPaymentForm, type CardFailure } from '@cobber/web/card-payment';
import { displayAmount, displayMoney, formatMoney } from '@cobber/contracts/display';
import { fetchPaymentsConfig, startInvoicePayment } from './invoice-payment.ts';
import { amountCents, payAmountProblem } from './pay-amount.ts';

interface PayByCardProps {
  invoiceId: string;
  /** What is still owed ("770.00"): the most a payment may take, and what the form offers. */
  due: string;
  /** The card was charged this much ("100.00"); the page counts it on the invoice. */
  onPaid(amount: string): void;
}

type Started = InvoicePaymentResponse & { config: PaymentsConfig };

/**
 * "Pay now" by card on the client's invoice page, the balance due or a part of it
 * (no less than MIN_DEPOSIT_CENTS), through the same card form as deposits.
 */
export function PayByCard({ invoiceId, due, onPaid }: PayByCardProps) {
  const [amount, setAmount] = useState(due);
  const [problem, setProblem] = useState<string>();
  const [started, setStarted] = useState<Started>();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<CardFailure>();
  const onFailed = useCallback((failed: CardFailure) => setFailure(failed), []);
  const typed = amountCents(amount);
  const payLabel = typed !== null && typed > 0 ? `Pay now ${displayMoney(typed)}` : 'Pay now';

  function start() {
    const wrong = payAmountProblem(amount, due);
    setProblem(wrong ?? undefined);
    if (wrong) return;
    setStarting(true);
    setFailure(undefined);
    Promise.all([fetchPaymentsConfig(), startInvoicePayment(invoiceId, formatMoney(typed!))])
      .then(([config, payment]) => setStarted({ ...payment, config }))
      .catch((error: unknown) => onFailed({ kind: 'error', message: error instanceof Error ? error.message : String(error) }))
      .finally(() => setStarting(false));
  }

  return (
    <Card className="space-y-4">
      <CardTitle>Pay by Card</CardTitle>
      {failure && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-bold">{failure.kind === 'declined' ? 'Payment Failed' : 'Payment Error'}</p>
          <p>{failure.message}</p>
        </div>
      )}
      {started ? (
        <>
          <p className="text-stone-700">
            Paying <strong className="text-stone-900">{displayAmount(started.amount)}</strong> of the {displayAmount(due)} due.
          </p>
          <CardPaymentForm
            config={started.config}
            clientSecret={started.clientSecret}
            amountLabel={displayAmount(started.amount)}
            returnUrl={window.location.href}
            stripeRedirect="if_required"
            onPaid={() => onPaid(started.amount)}
            onFailed={onFailed}
          />
        </>
      ) : (
        <>
          <p className="text-stone-700">Pay the {displayAmount(due)} due now, or a part of it.</p>
          <Field label="Amount to pay (AUD)" error={problem}>
            <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} />
          </Field>
          <Button className="w-full" onClick={start} disabled={starting}>
            {starting ? 'Setting up...' : payLabel}
          </Button>
        </>
      )}
    </Card>
  );
}
