import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from '@cobber/ui/router';
import { PhotosToAdd, type HeldPhoto } from '@cobber/web';
import { Button, PageSpinner, useFirstErrorOnSubmit } from '@cobber/ui';
import { toast } from '@cobber/ui/toasts';
import type { QuoteWithMoney } from '@cobber/contracts';
import { DEFAULT_HOURLY_RATE } from '@cobber/contracts/display';
import { ContinueDraft, LeaveDraftDialog, useKeptDraft } from '@cobber/web/drafts';
import { ClientPicker } from '../client-picker/ClientPicker.tsx';
import { useChosenClient } from '../client-picker/useChosenClient.ts';
import { clientFromParams, useClientFromParams } from '../client-picker/useClientFromParams.ts';
import { failureToast } from '../common/failureToast.ts';
import { holdPhotosFor } from '../common/held-photos.ts';
import { businessQuery, useBusiness, useCreateOrKeep } from '@cobber/web/data';
import type { FirstData } from '@cobber/web/first-screen';
import { QuoteEditor } from '../quote-form/QuoteEditor.tsx';
import { QuoteFormProvider } from '../quote-form/quoteFormContext.tsx';
import { emptyQuoteForm, quoteFormResolver, type NewQuote, type QuoteFormValues } from '../quote-form/quoteForm.ts';
import { showServerErrors } from '../quote-form/showServerErrors.ts';

/** A kept New Quote: the form's values as typed. */
function isKeptQuote(kept: unknown): kept is QuoteFormValues {
  return typeof kept === 'object' && kept !== null && 'title' in kept && Array.isArray((kept as QuoteFormValues).laborItems);
}

/** Drawn first: the empty form, priced with the business's hourly rate and GST. */
export const firstData: FirstData = async (_, load) => (await load.query(businessQuery)) !== null;

export default function NewQuoteScreen() {
  const business = useBusiness();
  if (business.isPending) return <PageSpinner />;
  const applyGST = business.data?.applyGST ?? false;
  return <NewQuoteForm applyGST={applyGST} hourlyRate={business.data?.defaultHourlyRate ?? DEFAULT_HOURLY_RATE} />;
}

function NewQuoteForm({ applyGST, hourlyRate }: { applyGST: boolean; hourlyRate: number }) {
  const navigate = useNavigate();
  const createQuote = useCreateOrKeep<QuoteWithMoney>('quote');
  const [params] = useSearchParams();
  const form = useForm<QuoteFormValues, unknown, NewQuote>({
    resolver: quoteFormResolver,
    defaultValues: emptyQuoteForm(clientFromParams(params)),
    shouldFocusError: false,
  });
  const formRef = useFirstErrorOnSubmit(form.formState.submitCount);
  const [photos, setPhotos] = useState<HeldPhoto[]>([]);
  const { client, choose, error } = useChosenClient(form);
  useClientFromParams(choose);
  const typed = useWatch({ control: form.control }) as QuoteFormValues;
  const kept = useKeptDraft('new-quote', isKeptQuote, typed, form.formState.isDirty);

  const create = form.handleSubmit((quote) =>
    createQuote.mutate(
      { body: quote, label: `${quote.title} for ${quote.clientName}` },
      {
        onSuccess: (result) => {
          kept.done();
          if ('kept' in result) {
            // No connection: the quote waits on the phone, shown on the dashboard.
            toast({ title: 'Quote saved on this phone', description: "You're offline. It is waiting to send and goes when you have signal.", variant: 'success' });
            // Photos are too big to keep waiting on the phone: said so, not lost in silence.
            if (photos.length > 0) toast({ title: 'Photos not kept', description: 'Add them on the quote once it has gone.', variant: 'warning' });
            navigate('/');
            return;
          }
          toast({ title: 'Quote Created', description: 'Make any changes below to finalise and send it to your client.', variant: 'success' });
          holdPhotosFor(result.created.id, photos);
          navigate(`/quote/${result.created.id}/details`);
        },
        onError: (failure) => {
          showServerErrors(failure, form.setError);
          failureToast('Error', failure, 'Failed to create quote');
        },
      },
    ),
  );

  if (kept.offered) {
    const offered = kept.offered;
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">New Quote</h1>
        <ContinueDraft
          clientName={offered.clientName}
          summary={offered.title}
          // Kept apart from the form's defaults, so it still counts as unsaved.
          onContinue={() => {
            form.reset(offered, { keepDefaultValues: true });
            kept.carryOn();
          }}
          onStartAgain={kept.startAgain}
        />
      </div>
    );
  }

  return (
    <QuoteFormProvider form={form}>
      <LeaveDraftDialog blocker={kept.blocker} />
      <form ref={formRef} onSubmit={create} noValidate className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">New Quote</h1>
        <ClientPicker client={client} onChange={choose} error={error} />
        <QuoteEditor applyGST={applyGST} hourlyRate={hourlyRate} />
        <PhotosToAdd photos={photos} onChange={setPhotos} />
        <Button type="submit" className="w-full" disabled={createQuote.isPending}>
          {createQuote.isPending ? 'Creating Quote...' : 'Create Quote'}
        </Button>
      </form>
    </QuoteFormProvider>
  );
}
