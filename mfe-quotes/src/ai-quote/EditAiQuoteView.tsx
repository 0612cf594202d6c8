import { useCallback, useEffect, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '@cobber/ui/router';
import { PhotosToAdd, type HeldPhoto } from '@cobber/web';
import { Button, Card, CardTitle } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';
import { depositAmount, depositProblem, suggestedDeposit } from '../common/deposit.ts';
import { failureToast } from '../common/failureToast.ts';
import { holdPhotosFor } from '../common/held-photos.ts';
import { useQueryClient } from '@tanstack/react-query';
import { quoteKeys } from '../common/hooks/quote-keys.ts';
import { useCreateQuote, useRequestDeposit } from '../common/hooks/quotes.ts';
import { DepositOption, type DepositChoice } from '../quote-form/DepositOption.tsx';
import { QuoteEditor } from '../quote-form/QuoteEditor.tsx';
import { QuoteFormProvider } from '../quote-form/quoteFormContext.tsx';
import { QuoteOptionsContext } from '../quote-form/quoteOptions.ts';
import { formTotals, quoteFormResolver, type NewQuote, type QuoteFormValues } from '../quote-form/quoteForm.ts';
import { showServerErrors } from '../quote-form/showServerErrors.ts';
import { useWordsFollowLines, type WordsField } from '../quote-form/useWordsFollowLines.ts';
import { WordsFollowLines } from '../quote-form/wordsFollowLines.ts';
import { saveDraftedOptions, splitByOption, type DraftedOption } from './draftedOptions.ts';
import { needingPrice } from './needingPrice.ts';

const NO_OPTIONS: readonly DraftedOption[] = [];

interface EditAiQuoteViewProps {
  draft: QuoteFormValues;
  /** The AI's note on travel, if it made one. */
  travel: string | null;
  /** How many lines the AI suggested were left out because they cited nothing in the notes. */
  dropped: number;
  applyGST: boolean;
  hourlyRate: number;
  /** The options the notes asked for, not saved until the quote is: a line may be in one of them. */
  options?: readonly DraftedOption[];
  /** The lines as the owner left them, kept on the phone, in place of the draft's. */
  resumed?: QuoteFormValues | null;
  /** Each change, to keep on the phone until the quote is created. */
  onEdited: (values: QuoteFormValues) => void;
  /** The quote is created: nothing more to keep. */
  onCreated: () => void;
  onBack: () => void;
}

/** 'Edit AI Quote': the drafted quote to check and change (lines, travel, deposit) before creating it in one call. */
export function EditAiQuoteView({ draft, travel, dropped, applyGST, hourlyRate, options = NO_OPTIONS, resumed, onEdited, onCreated, onBack }: EditAiQuoteViewProps) {
  const navigate = useNavigate();
  const createQuote = useCreateQuote();
  const requestDeposit = useRequestDeposit();
  const queryClient = useQueryClient();
  const form = useForm<QuoteFormValues, unknown, NewQuote>({ resolver: quoteFormResolver, defaultValues: resumed ?? draft });
  const values = useWatch({ control: form.control }) as QuoteFormValues;
  useEffect(() => onEdited(values), [values, onEdited]);
  const totals = formTotals(values, applyGST, options[0]?.id ?? null);
  const suggested = suggestedDeposit(totals.itemsCents + totals.gstCents);
  const [deposit, setDeposit] = useState<DepositChoice>({ wanted: false, amount: null });
  const depositError = deposit.wanted ? depositProblem(deposit.amount ?? suggested, totals.totalCents) : null;
  const [showDepositError, setShowDepositError] = useState(false);
  const [photos, setPhotos] = useState<HeldPhoto[]>([]);
  const [saving, setSaving] = useState(false);
  const busy = createQuote.isPending || saving;
  const [start] = useState(() => ({ values: draft, made: { title: draft.title, description: draft.description } }));
  const setWords = useCallback((field: WordsField, words: string) => form.setValue(field, words, { shouldDirty: true }), [form]);
  const words = useWordsFollowLines(values, start, setWords);
  const unpriced = needingPrice(values);

  const create = form.handleSubmit(async (typed) => {
    if (depositError) return;
    setSaving(true);
    const { quote, own } = splitByOption(typed, options);
    const wanted = deposit.wanted ? depositAmount(deposit.amount ?? suggested) : null;
    let created: { id: string } | null = null;
    try {
      // Without options, the quote and its deposit request in one call: both or neither. With
      // them, the deposit is asked once the options' lines are in the quote's total.
      const drafted = { ...quote, generatedWords: words.generated(form.getValues()) };
      created = await createQuote.mutateAsync(wanted && own.size === 0 ? { ...drafted, deposit: wanted } : drafted);
      if (own.size > 0) {
        await saveDraftedOptions(created.id, own);
        if (wanted) await requestDeposit.mutateAsync({ quoteId: created.id, amount: wanted });
        await queryClient.invalidateQueries({ queryKey: quoteKeys.all });
      }
      toast({ title: 'Success', description: 'Quote created successfully', variant: 'success' });
    } catch (failure) {
      if (!created) {
        setSaving(false);
        showServerErrors(failure, form.setError);
        failureToast('Error', failure, 'Failed to create quote');
        return;
      }
      failureToast('Quote created', failure, 'Not all of its options were saved: check them on Quote Details');
    }
    onCreated();
    holdPhotosFor(created.id, photos);
    navigate(`/quote/${created.id}/details`);
  });

  return (
    <QuoteFormProvider form={form}>
      <form
        onSubmit={(event) => {
          setShowDepositError(true);
          void create(event);
        }}
        noValidate
        className="flex flex-col gap-4"
      >
        <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
          <ArrowLeft aria-hidden />
          Back to Generate
        </Button>
        <h1 className="text-2xl font-bold">Edit AI Quote</h1>
        <Card className="flex flex-col gap-1">
          <CardTitle>Client</CardTitle>
          <p className="font-semibold">{draft.clientName}</p>
          <p className="text-sm text-stone-600">{draft.clientEmail}</p>
        </Card>
        {dropped > 0 && (
          <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
            {dropped} {dropped === 1 ? 'line the AI suggested was' : 'lines the AI suggested were'} left out: {dropped === 1 ? 'it cited' : 'they cited'} nothing in your notes
          </p>
        )}
        <WordsFollowLines.Provider value={words.state}>
          <QuoteOptionsContext.Provider value={options}>
            <QuoteEditor applyGST={applyGST} hourlyRate={hourlyRate} travelHint={travel ? `AI travel estimate: ${travel}` : undefined} />
          </QuoteOptionsContext.Provider>
        </WordsFollowLines.Provider>
        <DepositOption
          choice={deposit}
          onChange={setDeposit}
          suggested={suggested}
          error={showDepositError ? (depositError ?? undefined) : undefined}
        />
        <PhotosToAdd photos={photos} onChange={setPhotos} />
        {unpriced > 0 && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800">
            {unpriced === 1 ? '1 line needs a price' : `${unpriced} lines need a price`}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Creating Quote...' : 'Create Quote'}
        </Button>
      </form>
    </QuoteFormProvider>
  );
}
