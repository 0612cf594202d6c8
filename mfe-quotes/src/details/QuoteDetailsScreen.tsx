import { lazy, Suspense, useState } from 'react';
import { useParams } from '@cobber/ui/router';
import { ApiError } from '@cobber/web';
import { Card, CardTitle, LoadFailed, PageSpinner } from '@cobber/ui';
import { Wallet } from 'lucide-react';
import type { QuoteWithMoney } from '@cobber/contracts';
import { DEFAULT_HOURLY_RATE, displayAmount, displayMoney, moneyStatus, validUntilLine } from '@cobber/contracts/display';
import { showDateAndTime } from '../common/display.ts';
import { businessQuery, MoneyStatusLine, RemindersCard, remindersQuery, useBusiness } from '@cobber/web/data';
import type { FirstData } from '@cobber/web/first-screen';
import { photosQuery } from '@cobber/web/photos/queries';
import { quoteHistoryQuery, quoteItemsQuery, quoteQuery, useQuote, useQuoteItems } from '../common/hooks/quotes.ts';

import { StatusBadge } from '../common/StatusBadge.tsx';
import { BusinessCard } from './BusinessCard.tsx';
import { ClaimsCard } from './ClaimsCard.tsx';
import { AcceptanceRecord } from '../history/AcceptanceRecord.tsx';
import { SignedQuotePdf } from '../history/SignedQuotePdf.tsx';
import { ItemsTable } from './ItemsTable.tsx';
import { OptionsCard } from './OptionsCard.tsx';
import { PhotosCard } from './PhotosCard.tsx';
import { useAcceptance } from './useAcceptance.ts';
import { QuoteNotFound } from './QuoteNotFound.tsx';
import { QuoteActions } from './QuoteActions.tsx';
import { QuoteTracker } from './QuoteTracker.tsx';
import { ValidUntilCard } from './ValidUntilCard.tsx';
import { VariationsCard } from './VariationsCard.tsx';
import { variationsQuery } from './useVariations.ts';

// The edit mode (its form, lines and the schemas that check them) loads when the owner taps Edit.
const EditQuoteForm = lazy(() => import('./EditQuoteForm.tsx').then(({ EditQuoteForm }) => ({ default: EditQuoteForm })));

/**
 * Drawn first: the quote with its money and lines, the business, its reminders and
 * photos, its variations, and once approved its history (the client's acceptance).
 */
export const firstData: FirstData = async ({ id = '' }, load) => {
  await Promise.all([
    load.query(quoteQuery(id)).then(async (quote) => {
      if (quote.status === 'approved') await load.query(quoteHistoryQuery(id));
    }),
    load.query(quoteItemsQuery(id)),
    load.query(businessQuery),
    load.query(remindersQuery('quotes', id)),
    load.query(photosQuery({ kind: 'quotes', id })),
    load.query(variationsQuery(id)),
  ]);
};

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
      {/* The next step within the first screen of a phone, before what explains the quote. */}
      {!editing && <QuoteActions quote={quote.data} items={items.data} onEdit={() => setEditing(true)} />}
      <BusinessCard business={business.data} />
      <RemindersCard
        document={{ kind: 'quotes', id: quote.data.id }}
        waiting={quote.data.status === 'sent' || quote.data.status === 'viewed'}
        title="Automatic follow-ups"
        running="Cobber follows up until your client answers"
        stopped="Reminders stopped for this quote"
      />
      {editing ? (
        <Suspense fallback={<PageSpinner />}>
          <EditQuoteForm
            quote={quote.data}
            items={items.data}
            applyGST={business.data?.applyGST ?? false}
            hourlyRate={business.data?.defaultHourlyRate ?? DEFAULT_HOURLY_RATE}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <>
          <ItemsTable quote={quote.data} items={items.data} acceptance={acceptance} />
          <OptionsCard quote={quote.data} />
          {acceptance && <AcceptanceRecord acceptance={acceptance} />}
          {acceptance && <SignedQuotePdf quoteId={quote.data.id} />}
          <VariationsCard quote={quote.data} />
          <ClaimsCard quote={quote.data} />
          <WorkSummary quote={quote.data} />
          {/* Keyed by the day, so a day the server sets (the first send) shows in the field. */}
          <ValidUntilCard key={quote.data.validUntil ?? 'none'} quote={quote.data} />
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
      <p className="text-2xl font-bold text-accent">{displayAmount(quote.totalAmount)}</p>
      {quote.validUntil && <p className="text-sm text-stone-600">{validUntilLine(quote.validUntil)}</p>}
      <DepositLine quote={quote} />
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

/**
 * Where the job's money stands; a draft's deposit is not asked of anyone yet, so it says
 * when it will be instead of "not paid yet".
 */
function DepositLine({ quote }: { quote: QuoteWithMoney }) {
  const money = moneyStatus(quote.money);
  if (quote.status !== 'draft' || money.stage !== 'deposit_requested') return <MoneyStatusLine facts={quote.money} />;
  return (
    <div role="group" aria-label="Money" className="flex items-start gap-2 rounded-xl bg-stone-100 px-3 py-2 text-stone-800">
      <Wallet aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="text-sm font-semibold">Deposit {displayMoney(money.depositRequestedCents)} — asked for when you send the quote</p>
    </div>
  );
}
