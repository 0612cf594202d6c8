import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@cobber/ui/router';
import type { QuoteDraft } from '@cobber/contracts';
import { DEFAULT_HOURLY_RATE } from '@cobber/contracts/display';
import { PageSpinner } from '@cobber/ui';
import { ContinueDraft, LeaveDraftDialog, useKeptDraft } from '@cobber/web/drafts';
import { clientFromParams } from '../client-picker/useClientFromParams.ts';
import { businessQuery, useBusiness } from '@cobber/web/data';
import type { FirstData } from '@cobber/web/first-screen';
import type { QuoteFormValues } from '../quote-form/quoteForm.ts';
import { draftedOptions } from './draftedOptions.ts';
import { draftForm } from './draftForm.ts';
import { GenerateView, type GenerateRequest } from './GenerateView.tsx';

// Edit AI Quote (the quote editor and the schemas that check it) loads once there is a draft to edit.
const EditAiQuoteView = lazy(() => import('./EditAiQuoteView.tsx').then(({ EditAiQuoteView }) => ({ default: EditAiQuoteView })));

/** What is kept on the phone: the notes and client, the AI's draft, and the lines as edited. */
interface KeptAiQuote {
  request: GenerateRequest;
  draft: QuoteDraft | null;
  edited: QuoteFormValues | null;
}

function isKeptAiQuote(kept: unknown): kept is KeptAiQuote {
  const maybe = kept as KeptAiQuote | null;
  return typeof maybe?.request?.jobDescription === 'string' && typeof maybe.request.client === 'object' && maybe.draft !== undefined;
}

/** Drawn first: the job notes to type, for a business set up. */
export const firstData: FirstData = async (_, load) => (await load.query(businessQuery)) !== null;

/** Generate New Quote, then Edit AI Quote; what is typed survives leaving. */
export default function AiQuoteScreen() {
  const [params] = useSearchParams();
  const business = useBusiness();
  const [request, setRequest] = useState<GenerateRequest>(() => ({ client: clientFromParams(params), jobDescription: '' }));
  const [draft, setDraft] = useState<QuoteDraft | null>(null);
  const [edited, setEdited] = useState<QuoteFormValues | null>(null);
  const current = useMemo(() => ({ request, draft, edited }), [request, draft, edited]);
  const kept = useKeptDraft('ai-quote', isKeptAiQuote, current, request.jobDescription.trim() !== '' || draft !== null);
  const generated = useCallback((made: QuoteDraft) => {
    setEdited(null);
    setDraft(made);
  }, []);

  const options = useMemo(() => draftedOptions(draft?.options), [draft]);

  if (business.isPending) return <PageSpinner />;
  if (kept.offered) {
    const offered = kept.offered;
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">Generate New Quote</h1>
        <ContinueDraft
          clientName={offered.request.client.clientName}
          summary={offered.edited?.title || offered.draft?.title || offered.request.jobDescription}
          onContinue={() => {
            setRequest(offered.request);
            setDraft(offered.draft);
            setEdited(offered.edited);
            kept.carryOn();
          }}
          onStartAgain={kept.startAgain}
        />
      </div>
    );
  }
  return (
    <>
      <LeaveDraftDialog blocker={kept.blocker} />
      {draft ? (
        <Suspense fallback={<PageSpinner />}>
          <EditAiQuoteView
            draft={draftForm(draft, request.client)}
            resumed={edited}
            onEdited={setEdited}
            onCreated={kept.done}
            travel={draft.travel}
            dropped={draft.dropped ?? 0}
            options={options}
            applyGST={business.data?.applyGST ?? false}
            hourlyRate={business.data?.defaultHourlyRate ?? DEFAULT_HOURLY_RATE}
            onBack={() => setDraft(null)}
          />
        </Suspense>
      ) : (
        <GenerateView request={request} onChange={setRequest} onGenerated={generated} />
      )}
    </>
  );
}
