import { useCallback, useMemo, useState } from 'react';
import { Search, Sparkles } from 'lucide-react';
import { Link, Navigate } from '@cobber/ui/router';
import { useSignedInUser } from '@cobber/web';
import { buttonClasses, Card, cn, Input, LoadFailed, PageSpinner, ShowMore, useDebounced } from '@cobber/ui';
import type { QuoteListItem, QuoteListStatus } from '@cobber/contracts';
import { businessQuery, useBusiness, WaitingToSend } from '@cobber/web/data';
import type { FirstData } from '@cobber/web/first-screen';
import { JobsInStages, jobsInStagesQuery } from './JobsInStages.tsx';
import { moneyOwedQuery, MoneyOwed } from './MoneyOwed.tsx';
import { QuoteCard } from './QuoteCard.tsx';
import { STATUS_FILTERS } from './statusFilters.ts';
import { quotePages, useQuotePages } from './useQuotePages.ts';

/** The search is asked of the server once typing pauses this long. */
const SEARCH_PAUSE_MS = 250;

/** Drawn first: the business, the first page of all quotes, what is owed and the jobs billed in stages. A new owner (no business yet) is sent to set it up by the app. */
export const firstData: FirstData = async (_, load) => {
  const [business] = await Promise.all([load.query(businessQuery), load.pages(quotePages('', 'all')), load.query(moneyOwedQuery), load.query(jobsInStagesQuery)]);
  return business !== null;
};

export default function DashboardScreen() {
  const user = useSignedInUser();
  const business = useBusiness();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<QuoteListStatus>('all');
  const settledSearch = useDebounced(search.trim(), SEARCH_PAUSE_MS);
  const quotes = useQuotePages(settledSearch, status);
  const found = useMemo(() => quotes.data?.pages.flatMap((page) => page.items) ?? [], [quotes.data]);
  // Every quote the search and filter find, not only the pages loaded so far.
  const total = quotes.data?.pages[0]?.total ?? 0;
  const filtering = settledSearch !== '' || status !== 'all';
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = quotes;
  const showMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A new owner starts with business setup (the shell did this while no one claimed '/').
  if (business.data === null) return <Navigate replace to="/business-setup" />;
  if (business.isPending) return <PageSpinner />;

  return (
    <div className="flex flex-col gap-4 pb-20">
      <div>
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <p className="text-stone-700">Welcome back, {user.firstName}!</p>
        <p className="text-sm text-stone-500">
          {business.data?.name || 'Your Business'} · {total} {total === 1 ? 'quote' : 'quotes'}
        </p>
      </div>
      <WaitingToSend />
      <MoneyOwed />
      <JobsInStages />
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-stone-400" />
        <Input
          type="search"
          aria-label="Search quotes"
          placeholder="Search quotes..."
          className="pl-11"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div role="group" aria-label="Status" className="grid grid-cols-5 gap-1 rounded-xl bg-stone-100 p-1">
        {STATUS_FILTERS.map((filter) => (
          <button
            key={filter.value}
            type="button"
            aria-pressed={status === filter.value}
            onClick={() => setStatus(filter.value)}
            className={cn(
              'h-10 rounded-lg text-sm font-medium',
              status === filter.value ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600',
            )}
          >
            {filter.label}
          </button>
        ))}
      </div>
      {quotes.isPending ? (
        <PageSpinner />
      ) : quotes.isError ? (
        <LoadFailed title="Could not load your quotes" message={quotes.error.message} onRetry={() => quotes.refetch()} />
      ) : found.length === 0 ? (
        <NoQuotes filtering={filtering} />
      ) : (
        <QuoteList quotes={found} onShowMore={hasNextPage ? showMore : null} />
      )}
      {/* One slim row over the tab bar, so it hides as little of the list as it can. */}
      <div className="fixed inset-x-0 bottom-16 z-20 mx-auto grid max-w-xl grid-cols-2 gap-2 px-4 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
        <Link to="/quote/ai" className={cn(buttonClasses('primary', 'sm'), 'px-2 shadow-lg')}>
          Generate Quick Quote
        </Link>
        <Link to="/quote/new" className={cn(buttonClasses('outline', 'sm'), 'px-2 shadow-lg')}>
          Create Manual Quote
        </Link>
      </div>
    </div>
  );
}

/** The cards loaded so far; the next page comes as the list's end scrolls into view (or on a tap). */
function QuoteList({ quotes, onShowMore }: { quotes: QuoteListItem[]; onShowMore: (() => void) | null }) {
  return (
    <>
      <ul className="flex flex-col gap-3">
        {quotes.map((quote) => (
          <li key={quote.id}>
            <QuoteCard quote={quote} />
          </li>
        ))}
      </ul>
      {onShowMore && <ShowMore label="Show more quotes" onShowMore={onShowMore} />}
    </>
  );
}

function NoQuotes({ filtering }: { filtering: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-2 py-8 text-center">
      <p className="font-semibold text-stone-900">No quotes found</p>
      {filtering ? (
        <p className="text-sm text-stone-600">Try adjusting your search or filter</p>
      ) : (
        <>
          <p className="text-sm text-stone-600">Create your first quote to get started</p>
          <Link to="/quote/ai" className={cn(buttonClasses('primary', 'sm'), 'mt-2')}>
            <Sparkles aria-hidden />
            Generate Your First Quote
          </Link>
        </>
      )}
    </Card>
  );
}
