import { useState } from 'react';
import { useSearchParams } from '@cobber/ui/router';
import { DEFAULT_HOURLY_RATE, type QuoteDraft } from '@cobber/contracts';
import { PageSpinner } from '@cobber/ui';
import { clientFromParams } from '../client-picker/useClientFromParams.ts';
import { useBusiness } from '@cobber/ui/data';
import { draftForm } from './draftForm.ts';
import { EditAiQuoteView } from './EditAiQuoteView.tsx';
import { GenerateView, type GenerateRequest } from './GenerateView.tsx';

/** Generate New Quote, then Edit AI Quote (spec §2, §4 "AI screen"). */
export default function AiQuoteScreen() {
  const [params] = useSearchParams();
  const business = useBusiness();
  const [request, setRequest] = useState<GenerateRequest>(() => ({ client: clientFromParams(params), jobDescription: '' }));
  const [draft, setDraft] = useState<QuoteDraft | null>(null);

  if (business.isPending) return <PageSpinner />;
  if (!draft) return <GenerateView request={request} onChange={setRequest} onGenerated={setDraft} />;
  return (
    <EditAiQuoteView
      draft={draftForm(draft, request.client)}
      travel={draft.travel}
      dropped={draft.dropped ?? 0}
      applyGST={business.data?.applyGST ?? false}
      hourlyRate={business.data?.defaultHourlyRate ?? DEFAULT_HOURLY_RATE}
      onBack={() => setDraft(null)}
    />
  );
}
