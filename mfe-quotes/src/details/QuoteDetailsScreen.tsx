import { useState } from 'react';
import { useParams } from '@cobber/ui/router';
import { DEFAULT_HOURLY_RATE, validUntilLine, type QuoteWithMoney } from '@cobber/contracts';
import { ApiError, Card, CardTitle, LoadFailed, PageSpinner } from '@cobber/ui';
import { showAmount, showDateAndTime } from '../common/display.ts';
import { MoneyStatusLine, RemindersCard, useBusiness } from '@cobber/ui/data';
import { useQuote, useQuoteItems } from '../common/hooks/quotes.ts';

import { StatusBadge } from '../common/StatusBadge.tsx';
import { BusinessCard } from './BusinessCard.tsx';
import { EditQuoteForm } from './EditQuoteForm.tsx';
import { AcceptanceRecord } from '../history/AcceptanceRecord.tsx';
import { SignedQuotePdf } from '../history/SignedQuotePdf.tsx';
import { ItemsTable } from './ItemsTable.tsx';
import { PhotosCard } from './PhotosCard.tsx';
import { useAcceptance } from './useAcceptance.ts';
import { QuoteNotFound } from './QuoteNotFound.tsx';
import { QuoteActions } from './QuoteActions.tsx';
import { QuoteTracker } from './QuoteTracker.tsx';
import { ValidUntilCard } from './ValidUntilCard.tsx';

export default function QuoteDetailsScreen() {
  const { id } = useParams();
  const quote = useQuote(id, { polled: true });
  const items = useQuoteItems(id);
  const business = useBusiness();
  const [editing, setEditing] = useState(false);
  const acceptance = useAcceptance(quote.data);

  if (quote.isPending || items.isPending || business.isPending) return <PageSpinner />;
  if (quote.isError) {
    if (quote.error instanceof ApiError && quote.error.status === 404) return <QuoteNotFound />;
    return <LoadFailed title="Failed to fetch quote" message={quote.error.message} onRetry={() => quote.refetch()} />;
  }
  if (items.isError) return <LoadFailed title="Failed to fetch quote items" message={items.error.message} onRetry={() => items.refetch()} />;
  if (business.isError) return <LoadFailed title="Failed to fetch business" message={business.error.message} onRetry={() => business.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <QuoteTracker status={quote.data.status} />
      <QuoteHeader quote={quote.data} />
      <BusinessCard business={business.data} />
      <RemindersCard
        document={{ kind: 'quotes', id: quote.data.id }}
        waiting={quote.data.status === 'sent' || quote.data.status === 'viewed'}
        title="Automatic follow-ups"
        running="Cobber follows up until your client answers"
        stopped="Reminders stopped for this quote"
      />
      {editing ? (
        <EditQuoteForm
          quote={quote.data}
          items={items.data}
          applyGST={business.data?.applyGST ?? false}
          hourlyRate={business.data?.defaultHourlyRate ?? DEFAULT_HOURLY_RATE}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          <ItemsTable quote={quote.data} items={items.data} acceptance={acceptance} />
          {acceptance && <AcceptanceRecord acceptance={acceptance} />}
          {acceptance && <SignedQuotePdf quoteId={quote.data.id} />}
          <WorkSummary quote={quote.data} />
          {/* Keyed by the day, so a day the server sets (the first send) shows in the field. */}
          <ValidUntilCard key={quote.data.validUntil ?? 'none'} quote={quote.data} />
          <QuoteActions quote={quote.data} items={items.data} onEdit={() => setEditing(true)} />
        </>
      )}
      <PhotosCard quoteId={quote.data.id} />
      <dl className="grid grid-cols-2 gap-2 text-sm text-stone-500">
        <div>
          <dt>Created</dt>
          <dd className="text-stone-800">{showDateAndTime(quote.data.createdAt)}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd className="text-stone-800">{showDateAndTime(quote.data.updatedAt)}</dd>
        </div>
      </dl>
    </div>
  );
}

function QuoteHeader({ quote }: { quote: QuoteWithMoney }) {
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {quote.quoteNumber && <p className="text-xs font-semibold text-stone-500">{quote.quoteNumber}</p>}
          <h1 className="text-xl font-bold">{quote.title}</h1>
        </div>
        <StatusBadge status={quote.status} />
      </div>
      <div>
        <p className="font-medium">{quote.clientName}</p>
        {quote.clientEmail && <p className="text-sm text-stone-600">{quote.clientEmail}</p>}
      </div>
      <p className="text-2xl font-bold text-accent">{showAmount(quote.totalAmount)}</p>
      {quote.validUntil && <p className="text-sm text-stone-600">{validUntilLine(quote.validUntil)}</p>}
      <MoneyStatusLine facts={quote.money} />
    </Card>
  );
}

function WorkSummary({ quote }: { quote: QuoteWithMoney }) {
  if (!quote.description && !quote.aiSummary) return null;
  return (
    <Card className="flex flex-col gap-2">
      <CardTitle>Work Summary</CardTitle>
      {quote.description && <p className="whitespace-pre-line text-stone-700">{quote.description}</p>}
      {quote.aiSummary && <p className="whitespace-pre-line text-sm text-stone-600">{quote.aiSummary}</p>}
    </Card>
  );
}
