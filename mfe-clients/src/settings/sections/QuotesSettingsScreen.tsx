import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { BookOpen, ChevronRight } from 'lucide-react';
import { Card, CardTitle, Field, Input, Label, Textarea } from '@cobber/ui';
import { Link } from '@cobber/ui/router';
import { Switch } from '@cobber/ui/widgets';
import { RemindersSettings } from '../reminders/RemindersSettings.tsx';
import { SectionScreen } from '../SectionScreen.tsx';
import { quotesSection } from '../sections.ts';
import type { SettingsForm } from '../settingsForm.ts';

export { firstData } from '../first-data.ts';

/** Settings → Quotes and reminders: how a quote is offered and followed up, and the price book it draws on. */
export default function QuotesSettingsScreen() {
  return <SectionScreen section={quotesSection}>{(form) => <QuoteFields form={form} />}</SectionScreen>;
}

function QuoteFields({ form }: { form: SettingsForm }) {
  const signatureHintId = useId();
  const { errors } = form.formState;
  return (
    <>
      <Link to="/settings/price-book">
        <Card className="flex items-center gap-3">
          <BookOpen aria-hidden className="size-5 text-accent" />
          <span className="flex-1 font-semibold">Price book</span>
          <ChevronRight aria-hidden className="size-5 text-stone-400" />
        </Card>
      </Link>
      <Card className="flex flex-col gap-4">
        <CardTitle>Quotes</CardTitle>
        <Field label="Quotes valid for (days)" hint="A quote closes this many days after it is first sent." error={errors.quoteValidDays?.message}>
          <Input type="number" inputMode="numeric" min="1" max="365" step="1" {...form.register('quoteValidDays')} />
        </Field>
        <Field label="Terms and conditions" hint="Shown to your client before they accept a quote." error={errors.quoteTerms?.message}>
          <Textarea rows={5} {...form.register('quoteTerms')} />
        </Field>
        <div className="flex items-center justify-between gap-4">
          <div className="flex flex-col gap-0.5">
            <Label htmlFor="require-signature">Ask clients to sign</Label>
            <p id={signatureHintId} className="text-xs text-stone-500">
              Accepting a quote takes their full name, a signature and a tick on your terms
            </p>
          </div>
          <Controller
            control={form.control}
            name="requireSignature"
            render={({ field }) => (
              <Switch id="require-signature" aria-describedby={signatureHintId} checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        </div>
        <Field label="Quote footer notes (optional)" error={errors.quoteFooterNotes?.message}>
          <Textarea {...form.register('quoteFooterNotes')} />
        </Field>
      </Card>
      <RemindersSettings form={form} />
    </>
  );
}
