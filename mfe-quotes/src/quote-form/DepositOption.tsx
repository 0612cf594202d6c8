import { useId } from 'react';
import { displayMoney } from '@cobber/contracts/display';
import { Card, CardTitle, Field, Input, Label } from '@cobber/ui';
import { Checkbox } from '@cobber/ui/widgets';

export interface DepositChoice {
  wanted: boolean;
  /** As typed; null while it follows the suggestion. */
  amount: string | null;
}

interface DepositOptionProps {
  choice: DepositChoice;
  onChange: (choice: DepositChoice) => void;
  /** 30% of the lines plus GST, as the quote stands now. */
  suggested: string;
  /** Card deposits the client already paid: the request stays and asks at least that. */
  paidCents?: number;
  error?: string | undefined;
}

/** The deposit asked of the client, saved with the quote (Edit AI Quote, Quote Details' edit). */
export function DepositOption({ choice, onChange, suggested, paidCents = 0, error }: DepositOptionProps) {
  const id = useId();
  const paid = paidCents > 0 ? `${displayMoney(paidCents)} already paid. ` : '';
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>Deposit</CardTitle>
      <div className="flex items-center gap-3">
        <Checkbox id={id} checked={choice.wanted} disabled={paidCents > 0} onCheckedChange={(wanted) => onChange({ ...choice, wanted })} />
        <Label htmlFor={id}>Request a deposit</Label>
      </div>
      {choice.wanted && (
        <Field label="Deposit amount ($)" hint={`${paid}Suggested: 30% of the items plus GST`} error={error}>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={choice.amount ?? suggested}
            onChange={(event) => onChange({ ...choice, amount: event.target.value })}
          />
        </Field>
      )}
    </Card>
  );
}
