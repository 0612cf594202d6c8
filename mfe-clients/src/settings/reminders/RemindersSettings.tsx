import { useId, useState } from 'react';
import { BellRing } from 'lucide-react';
import { DEFAULT_REMINDERS, ReminderSettings, type Business } from '@cobber/contracts';
import { ApiError, Button, Card, CardTitle, Input, Label } from '@cobber/ui';
import { useSaveBusiness } from '@cobber/ui/data';
import { Switch, toast } from '@cobber/ui/widgets';
import { errorMessage } from '../../common/errorMessage.ts';
import { REMINDER_ROWS, type ReminderRow } from './rows.ts';

/**
 * Settings' "Reminders" (issue 12): each automatic follow-up and reminder on or off, with
 * its days, saved on its own (PATCH /api/business/:id with the whole `reminders`).
 */
export function RemindersSettings({ business }: { business: Business }) {
  const [reminders, setReminders] = useState<ReminderSettings>(business.reminders ?? DEFAULT_REMINDERS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveBusiness();

  function change(row: ReminderRow, choice: { on?: boolean; days?: number }) {
    setReminders((current) => ({ ...current, [row.key]: { ...current[row.key], ...choice } }));
  }

  function submit() {
    const checked = ReminderSettings.safeParse(reminders);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [`reminders.${issue.path.join('.')}`, issue.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { existing: business, fields: { reminders: checked.data } },
      {
        onSuccess: () => toast({ title: 'Reminders saved', variant: 'success' }),
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields);
          toast({ title: 'Reminders not saved', description: errorMessage(error, 'Failed to save reminders'), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <Card className="flex flex-col gap-4">
      <CardTitle className="flex items-center gap-2">
        <BellRing aria-hidden className="size-5 text-accent" />
        Reminders
      </CardTitle>
      <p className="text-sm text-stone-600">Cobber emails your client for you: a quote with no answer, an invoice not yet paid.</p>
      <ul className="flex flex-col gap-3">
        {REMINDER_ROWS.map((row) => (
          <ReminderLine key={row.key} row={row} reminders={reminders} error={errors[`reminders.${row.key}.days`]} onChange={(choice) => change(row, choice)} />
        ))}
      </ul>
      <Button onClick={submit} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save reminders'}
      </Button>
    </Card>
  );
}

function ReminderLine({ row, reminders, error, onChange }: { row: ReminderRow; reminders: ReminderSettings; error: string | undefined; onChange: (choice: { on?: boolean; days?: number }) => void }) {
  const id = useId();
  const choice = reminders[row.key];
  const days = 'days' in choice ? choice.days : null;
  return (
    <li className="flex flex-col gap-1.5 border-b border-stone-100 pb-3 last:border-0 last:pb-0">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={`${id}-on`}>{row.label}</Label>
        <Switch id={`${id}-on`} checked={choice.on} onCheckedChange={(on) => onChange({ on })} />
      </div>
      {days !== null && (
        <div className="flex items-center gap-2 text-sm text-stone-600">
          <div className="w-20 shrink-0">
            <Input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={1}
              max={60}
              aria-label={`${row.label}: days`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              value={Number.isNaN(days) ? '' : String(days)}
              disabled={!choice.on}
              onChange={(event) => onChange({ days: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
            />
          </div>
          <span>{row.daysAfter}</span>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </li>
  );
}
