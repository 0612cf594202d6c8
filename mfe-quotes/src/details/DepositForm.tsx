import { useState } from 'react';
import type { Quote } from '@cobber/contracts';
import { displayMoney, formatMoney } from '@cobber/contracts/display';
import { Button, Field, Input } from '@cobber/ui';
import { toast } from '@cobber/ui/widgets';
import { depositAmount, depositProblem, suggestedDeposit } from '../common/deposit.ts';
import { failureToast } from '../common/failureToast.ts';
import { useRequestDeposit } from '../common/hooks/quotes.ts';

/** The amount asked of the client, 30% of the total to start with, checked before it is requested. */
export function DepositForm({ quote, totalCents, onDone }: { quote: Quote; totalCents: number; onDone: () => void }) {
  const requestDeposit = useRequestDeposit();
  const [amount, setAmount] = useState(() => suggestedDeposit(totalCents));
  const [error, setError] = useState<string | null>(null);

  function request() {
    const problem = depositProblem(amount, totalCents);
    setError(problem);
    if (problem) return;
    requestDeposit.mutate(
      { quoteId: quote.id, amount: depositAmount(amount) },
      {
        onSuccess: () => {
          toast({ title: 'Deposit Requested', description: 'Deposit payment has been added to the quote', variant: 'success' });
          onDone();
        },
        onError: (failure) => failureToast('Failed to request deposit payment', failure),
      },
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        request();
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      <Field label="Deposit amount ($)" hint={`Suggested: 30% of the total. At most ${displayMoney(totalCents)}.`} error={error ?? undefined}>
        <Input
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          max={formatMoney(totalCents)}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onDone} disabled={requestDeposit.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={requestDeposit.isPending}>
          {requestDeposit.isPending ? 'Requesting...' : 'Request Deposit'}
        </Button>
      </div>
    </form>
  );
}
