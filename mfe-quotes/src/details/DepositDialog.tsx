import { useState } from 'react';
import { displayMoney, formatMoney, type Quote } from '@cobber/contracts';
import { Button, Field, Input } from '@cobber/ui';
import { Dialog, toast } from '@cobber/ui/widgets';
import { depositAmount, depositProblem, suggestedDeposit } from '../common/deposit.ts';
import { failureToast } from '../common/failureToast.ts';
import { useRequestDeposit } from '../common/hooks/quotes.ts';

interface DepositDialogProps {
  quote: Quote;
  totalCents: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks the client for a deposit against the quote: 30% of the total suggested. */
export function DepositDialog({ quote, totalCents, open, onOpenChange }: DepositDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request Deposit"
      description="The deposit is added to the quote as a payment request, apart from its total."
    >
      {open && <DepositForm quote={quote} totalCents={totalCents} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function DepositForm({ quote, totalCents, onDone }: { quote: Quote; totalCents: number; onDone: () => void }) {
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
