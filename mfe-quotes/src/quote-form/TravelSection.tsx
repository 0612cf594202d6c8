import { Controller, useWatch } from 'react-hook-form';
import { displayMoney } from '@cobber/contracts/display';
import { Field, Input, Label } from '@cobber/ui';
import { AccordionSection, Switch } from '@cobber/ui/widgets';
import { travelCents } from './quoteForm.ts';
import { useQuoteErrors, useQuoteForm } from './quoteFormContext.tsx';

/** Travel Costs: distance × cost per km, counted only when included. */
export function TravelSection({ hint }: { hint?: string }) {
  const { control, register } = useQuoteForm();
  const distanceError = useQuoteErrors('travelDistance')?.message;
  const costError = useQuoteErrors('costPerKm')?.message;
  const [includeTravel, travelDistance, costPerKm] = useWatch({
    control,
    name: ['includeTravel', 'travelDistance', 'costPerKm'],
  });
  const cost = travelCents({ includeTravel, travelDistance, costPerKm });
  return (
    <AccordionSection title="Travel Costs" summary={includeTravel ? displayMoney(cost) : 'None'}>
      <div className="flex flex-col gap-4">
        {hint && <p className="text-sm text-stone-600">{hint}</p>}
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="include-travel">Include travel</Label>
          <Controller
            control={control}
            name="includeTravel"
            render={({ field }) => <Switch id="include-travel" checked={field.value} onCheckedChange={field.onChange} />}
          />
        </div>
        {includeTravel && (
          <div className="grid grid-cols-2 gap-3">
            <Field label="Distance (km)" error={distanceError}>
              <Input type="number" inputMode="decimal" step="0.1" min="0" {...register('travelDistance')} />
            </Field>
            <Field label="Cost per km ($)" error={costError}>
              <Input type="number" inputMode="decimal" step="0.01" min="0" {...register('costPerKm')} />
            </Field>
          </div>
        )}
      </div>
    </AccordionSection>
  );
}
