import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { Card, CardTitle, Field, Input, Textarea } from '@cobber/ui';
import { Accordion } from '@cobber/ui/widgets';
import { CharacterCount } from '../common/CharacterCount.tsx';
import { LineSection } from './LineSection.tsx';
import { addOnsCents, formTotals, type QuoteFormValues } from './quoteForm.ts';
import { TotalsCard } from './TotalsCard.tsx';
import { TravelSection } from './TravelSection.tsx';
import { useQuoteErrors, useQuoteForm } from './quoteFormContext.tsx';
import { useQuoteOptions } from './quoteOptions.ts';
import { useWordsMayNotMatch, WORDS_MAY_NOT_MATCH } from './wordsFollowLines.ts';

interface QuoteEditorProps {
  applyGST: boolean;
  /** A new labour line's rate: the business's default hourly rate. */
  hourlyRate: number;
  /** What the AI said about travel, shown above the travel fields. */
  travelHint?: string;
}

/**
 * Title, description, the Labour, Materials, Other and Travel Costs sections, and the totals.
 * Memoised: the form around it renders again as the owner types (a kept draft watches every
 * value), and the editor's parts watch what they show themselves.
 */
export const QuoteEditor = memo(function QuoteEditor({ applyGST, hourlyRate, travelHint }: QuoteEditorProps) {
  const { register } = useQuoteForm();
  const titleError = useQuoteErrors('title')?.message;
  const descriptionError = useQuoteErrors('description')?.message;
  const [title, description] = useWatch<QuoteFormValues, ['title', 'description']>({ name: ['title', 'description'] });
  const mayNotMatch = useWordsMayNotMatch();
  const notice = (field: 'title' | 'description', value: string) => (mayNotMatch(field, value) ? WORDS_MAY_NOT_MATCH : undefined);
  return (
    <>
      <Card className="flex flex-col gap-4">
        <CardTitle>Quote Details</CardTitle>
        <Field label="Title" error={titleError} hint={notice('title', title)}>
          <Input autoComplete="off" {...register('title')} />
        </Field>
        <Field label="Description (optional)" error={descriptionError} hint={notice('description', description)}>
          <Textarea {...register('description')} />
        </Field>
        <CharacterCount text={description ?? ''} />
      </Card>
      <QuoteLines applyGST={applyGST} hourlyRate={hourlyRate} travelHint={travelHint} />
    </>
  );
});

/** The Labour, Materials, Other and Travel Costs sections and the live totals: a quote's price. Memoised as the editor is (Edit uses it alone). */
export const QuoteLines = memo(function QuoteLines({ applyGST, hourlyRate, travelHint }: QuoteEditorProps) {
  const rootError = useQuoteErrors('root')?.message;
  return (
    <>
      <Accordion>
        <LineSection section="laborItems" hourlyRate={hourlyRate} />
        <LineSection section="materialItems" hourlyRate={hourlyRate} />
        <LineSection section="otherItems" hourlyRate={hourlyRate} />
        <TravelSection hint={travelHint} />
      </Accordion>
      {rootError && (
        <p role="alert" className="text-sm text-red-600">
          {rootError}
        </p>
      )}
      <LiveTotals applyGST={applyGST} />
    </>
  );
});

function LiveTotals({ applyGST }: { applyGST: boolean }) {
  const values = useWatch<QuoteFormValues>() as QuoteFormValues;
  const [first] = useQuoteOptions();
  return <TotalsCard totals={formTotals(values, applyGST, first?.id ?? null)} applyGST={applyGST} addOnsCents={addOnsCents(values)} />;
}
