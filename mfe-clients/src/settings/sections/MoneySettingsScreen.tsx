import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { MAX_HOURLY_RATE, MIN_HOURLY_RATE } from '@cobber/contracts';
import { Card, CardTitle, Field, Input, Label, Textarea } from '@cobber/ui';
import { Switch } from '@cobber/ui/widgets';
import { SectionScreen } from '../SectionScreen.tsx';
import { BankFields } from '../../common/BankFields.tsx';
import { moneySection } from '../sections.ts';
import { hourlyRate, type SettingsForm } from '../settingsForm.ts';

export { firstData } from '../first-data.ts';

/** Settings → Money and bank: what a quote charges and where an invoice is paid. */
export default function MoneySettingsScreen() {
  return <SectionScreen section={moneySection}>{(form) => <MoneyFields form={form} />}</SectionScreen>;
}

function MoneyFields({ form }: { form: SettingsForm }) {
  const gstHintId = useId();
  const { errors } = form.formState;
  return (
    <>
      <Card className="flex flex-col gap-4">
        <CardTitle>Pricing</CardTitle>
        <div className="flex items-center justify-between gap-4">
          <div className="flex flex-col gap-0.5">
            <Label htmlFor="apply-gst">Apply GST</Label>
            <p id={gstHintId} className="text-xs text-stone-500">
              Automatically add 10% GST to quote totals
            </p>
          </div>
          <Controller
            control={form.control}
            name="applyGST"
            render={({ field }) => <Switch id="apply-gst" aria-describedby={gstHintId} checked={field.value} onCheckedChange={field.onChange} />}
          />
        </div>
        <Field label="Default hourly labour rate" error={errors.defaultHourlyRate?.message}>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="30"
            max="300"
            placeholder="90.00"
            {...form.register('defaultHourlyRate', {
              onBlur: (event: { target: HTMLInputElement }) => {
                const rate = hourlyRate(event.target.value);
                if (rate >= MIN_HOURLY_RATE && rate <= MAX_HOURLY_RATE) form.setValue('defaultHourlyRate', rate.toFixed(2), { shouldDirty: true });
              },
            })}
          />
        </Field>
        <Field label="Payment terms / notes" error={errors.paymentTerms?.message}>
          <Textarea {...form.register('paymentTerms')} />
        </Field>
        <Field label="Retention on progress claims (%)" hint="Held back from each claim until the job is claimed: 0 to 10" error={errors.retentionPercent?.message}>
          <Input type="number" inputMode="numeric" step="1" min="0" max="10" {...form.register('retentionPercent')} />
        </Field>
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle>Bank details</CardTitle>
        <BankFields register={form.register} errors={errors} />
        <Field label="PayID" hint="Email, mobile (04xx xxx xxx) or ABN for instant bank payments" error={errors.payId?.message}>
          <Input autoComplete="off" {...form.register('payId')} />
        </Field>
      </Card>
    </>
  );
}
