import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { BellRing } from 'lucide-react';
import type { ReminderSettings } from '@cobber/contracts';
import { Card, CardTitle, Input, Label } from '@cobber/ui';
import { Switch } from '@cobber/ui/widgets';
import type { SettingsForm } from '../settingsForm.ts';
import { REMINDER_ROWS, type ReminderRow } from './rows.ts';

type Choice = ReminderSettings[keyof ReminderSettings];

/**
 * "Reminders": each automatic follow-up and reminder on or off, with its days, saved with
 * the rest of its section (the whole `reminders`).
 */
export function RemindersSettings({ form }: { form: SettingsForm }) {
  const errors = form.formState.errors.reminders as Record<string, { days?: { message?: string } } | undefined> | undefined;
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle className="flex items-center gap-2">
        <BellRing aria-hidden className="size-5 text-accent" />
        Reminders
      </CardTitle>
      <p className="text-sm text-stone-600">Cobber emails your client for you: a quote with no answer, an invoice not yet paid.</p>
      <ul className="flex flex-col gap-3">
        {REMINDER_ROWS.map((row) => (
          <Controller
            key={row.key}
            control={form.control}
            name={`reminders.${row.key}`}
            render={({ field }) => (
              <ReminderLine row={row} choice={field.value} error={errors?.[row.key]?.days?.message} onChange={(change) => field.onChange({ ...field.value, ...change })} />
            )}
          />
        ))}
      </ul>
    </Card>
  );
}

function ReminderLine({ row, choice, error, onChange }: { row: ReminderRow; choice: Choice; error: string | undefined; onChange: (change: { on?: boolean; days?: number }) => void }) {
  const id = useId();
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
