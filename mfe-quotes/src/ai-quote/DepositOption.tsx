import { useId } from 'react';
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
  /** 30% of the lines plus GST, as the quote stands now (spec §9). */
  suggested: string;
  error?: string;
}

/** The Edit AI Quote view's deposit: requested right after the quote is created. */
export function DepositOption({ choice, onChange, suggested, error }: DepositOptionProps) {
  const id = useId();
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>Deposit</CardTitle>
      <div className="flex items-center gap-3">
        <Checkbox id={id} checked={choice.wanted} onCheckedChange={(wanted) => onChange({ ...choice, wanted })} />
        <Label htmlFor={id}>Request a deposit</Label>
      </div>
      {choice.wanted && (
        <Field label="Deposit amount ($)" hint="Suggested: 30% of the items plus GST" error={error}>
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
