import { useCallback, useLayoutEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { QuoteItem, QuoteWithMoney } from '@cobber/contracts';
import { parseMoney } from '@cobber/contracts/display';
import { Button, Card, CardTitle, Field, Input, showFirstError, Textarea, useFirstErrorOnSubmit } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';
import { depositProblem, suggestedDeposit } from '../common/deposit.ts';
import { CharacterCount } from '../common/CharacterCount.tsx';
import { failureToast } from '../common/failureToast.ts';
import { useSaveQuote } from '../common/hooks/quotes.ts';
import { DepositOption, type DepositChoice } from '../quote-form/DepositOption.tsx';
import { QuoteLines } from '../quote-form/QuoteEditor.tsx';
import { formTotals } from '../quote-form/quoteForm.ts';
import { QuoteFormProvider } from '../quote-form/quoteFormContext.tsx';
import { QuoteOptionsContext } from '../quote-form/quoteOptions.ts';
import { useWordsFollowLines, type WordsField } from '../quote-form/useWordsFollowLines.ts';
import { WORDS_MAY_NOT_MATCH, WordsFollowLines } from '../quote-form/wordsFollowLines.ts';
import { depositChange, depositChoiceOf, editResolver, editValues, madeWordsOf, quoteChanges, type EditValues } from './editQuote.ts';

interface EditQuoteFormProps {
  quote: QuoteWithMoney;
  items: QuoteItem[];
  applyGST: boolean;
  hourlyRate: number;
  onDone: () => void;
}

/**
 * Edit mode: the quote's words, its lines (add, remove, move), travel
 * and the deposit, saved in one call. Opens at its top, however far down Edit was tapped.
 */
export function EditQuoteForm({ quote, items, applyGST, hourlyRate, onDone }: EditQuoteFormProps) {
  const saveQuote = useSaveQuote(quote.id);
  const [original] = useState(() => editValues(quote, items));
  const [depositBefore] = useState(() => depositChoiceOf(items));
  const form = useForm<EditValues>({ resolver: editResolver, defaultValues: original, shouldFocusError: false });
  const formRef = useFirstErrorOnSubmit(form.formState.submitCount);
  // Edit is tapped at the bottom of Quote Details: the form starts at its own top, below the sticky header.
  // (A block, not an arrow's value: Chromium's scrollIntoView answers a promise, which React would call on unmount.)
  useLayoutEffect(() => {
    formRef.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [formRef]);
  // The client's answer fixes the price (the service refuses changes to it); the deposit may still change.
  const priceOpen = quote.status !== 'approved' && quote.status !== 'rejected';

  const values = useWatch({ control: form.control }) as EditValues;
  // The words the draft made follow the lines as they change here too; the owner's own stay, marked.
  const [start] = useState(() => ({ values: original, made: madeWordsOf(quote) }));
  const setWords = useCallback((field: WordsField, words: string) => form.setValue(field, words, { shouldDirty: true }), [form]);
  const words = useWordsFollowLines(values, start, setWords);
  const mayNotMatch = (field: 'title' | 'description') => (words.state.linesChanged && values[field] !== words.state[field] ? WORDS_MAY_NOT_MATCH : undefined);
  const options = quote.options ?? [];
  const totals = formTotals(values, applyGST, options[0]?.id ?? null);
  const totalCents = priceOpen ? totals.totalCents : parseMoney(quote.totalAmount);
  const suggested = suggestedDeposit(priceOpen ? totals.itemsCents + totals.gstCents : totalCents);
  const paidCents = parseMoney(quote.money.depositPaid);
  const [deposit, setDeposit] = useState<DepositChoice>(depositBefore);
  const depositError = deposit.wanted ? depositProblem(deposit.amount ?? suggested, totalCents, paidCents) : null;
  const [showDepositError, setShowDepositError] = useState(false);

  const save = form.handleSubmit((edited) => {
    if (depositError) {
      showFirstError(formRef.current);
      return;
    }
    saveQuote.mutate(quoteChanges(original, edited, depositChange(depositBefore, deposit, suggested)), {
      onSuccess: () => {
        toast({ title: 'Quote Updated', variant: 'success' });
        onDone();
      },
      onError: (failure) => failureToast('Failed to update quote', failure),
    });
  });

  return (
    <QuoteFormProvider form={form}>
      <form
        ref={formRef}
        onSubmit={(event) => {
          setShowDepositError(true);
          void save(event);
        }}
        noValidate
        className="flex scroll-mt-20 flex-col gap-4"
      >
        <Card className="flex flex-col gap-4">
          <CardTitle>Edit Quote</CardTitle>
          <Field label="Title" error={form.formState.errors.title?.message} hint={mayNotMatch('title')}>
            <Input autoComplete="off" {...form.register('title')} />
          </Field>
          <Field label="Description" error={form.formState.errors.description?.message} hint={mayNotMatch('description')}>
            <Textarea {...form.register('description')} />
          </Field>
          <CharacterCount text={values.description ?? ''} />
          <Field label="Client name" error={form.formState.errors.clientName?.message}>
            <Input autoComplete="off" {...form.register('clientName')} />
          </Field>
          <Field label="Client email" error={form.formState.errors.clientEmail?.message}>
            <Input type="email" autoComplete="off" {...form.register('clientEmail')} />
          </Field>
          <Field label="AI summary" error={form.formState.errors.aiSummary?.message}>
            <Textarea {...form.register('aiSummary')} />
          </Field>
          <CharacterCount text={values.aiSummary ?? ''} />
        </Card>
        {priceOpen ? (
          <WordsFollowLines.Provider value={words.state}>
            <QuoteOptionsContext.Provider value={options}>
              <QuoteLines applyGST={applyGST} hourlyRate={hourlyRate} />
            </QuoteOptionsContext.Provider>
          </WordsFollowLines.Provider>
        ) : (
          <p className="text-sm text-stone-600">The client answered this quote, so its lines and travel stay as they were.</p>
        )}
        <DepositOption
          choice={deposit}
          onChange={setDeposit}
          suggested={suggested}
          paidCents={paidCents}
          error={showDepositError ? (depositError ?? undefined) : undefined}
        />
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={onDone} disabled={saveQuote.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={saveQuote.isPending}>
            {saveQuote.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </QuoteFormProvider>
  );
}
