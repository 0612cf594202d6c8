import { useParams } from '@cobber/ui/router';
import { ApiError } from '@cobber/web';
import { Card, LoadFailed } from '@cobber/ui';
import { History } from 'lucide-react';
import { QuoteNotFound } from '../details/QuoteNotFound.tsx';
import { quoteHistoryQuery, quoteQuery, useQuote, useQuoteHistory } from '../common/hooks/quotes.ts';
import type { FirstData } from '@cobber/web/first-screen';
import { HistoryEntry } from './HistoryEntry.tsx';
import { SignedQuotePdf } from './SignedQuotePdf.tsx';

/** Drawn first: the quote and what happened to it. */
export const firstData: FirstData = async ({ id = '' }, load) => {
  await Promise.all([load.query(quoteQuery(id)), load.query(quoteHistoryQuery(id))]);
};

export default function QuoteHistoryScreen() {
  const { id } = useParams();
  const quote = useQuote(id);
  const history = useQuoteHistory(id);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">Quote History</h1>
        {quote.data && (
          <p className="text-stone-600">
            {quote.data.title} · {quote.data.clientName}
          </p>
        )}
      </div>
      {quote.data?.status === 'approved' && <SignedQuotePdf quoteId={quote.data.id} />}
      {history.isPending ? (
        <HistorySkeleton />
      ) : history.isError && history.error instanceof ApiError && history.error.status === 404 ? (
        <QuoteNotFound />
      ) : history.isError ? (
        <LoadFailed title="Could not load the history" message={history.error.message} onRetry={() => history.refetch()} />
      ) : history.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-8 text-center">
          <History aria-hidden className="size-8 text-stone-400" />
          <p className="font-semibold">No History Yet</p>
          <p className="text-sm text-stone-600">Changes to this quote will appear here once you start editing or sending it.</p>
        </Card>
      ) : (
        <ol className="flex flex-col">
          {[...history.data]
            .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
            .map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
        </ol>
      )}
    </div>
  );
}

function HistorySkeleton() {
  return (
    <div role="status" aria-label="Loading history" className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex animate-pulse gap-3">
          <div className="size-9 shrink-0 rounded-full bg-stone-200" />
          <div className="flex flex-1 flex-col gap-2 pt-1">
            <div className="h-3 w-1/3 rounded bg-stone-200" />
            <div className="h-3 w-2/3 rounded bg-stone-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
