import { lazy, useCallback, useMemo, useState } from 'react';
import { Plus, Search } from 'lucide-react';
import { WaitingToSend } from '@cobber/web/data';
import type { Client } from '@cobber/contracts';
import { Button, Card, Input, LoadFailed, OpenedOnce, PageSpinner, ShowMore, useDebounced } from '@cobber/ui';
import { ClientCard } from './ClientCard.tsx';
import type { FirstData } from '@cobber/web/first-screen';
import { clientPages, useClientPages } from './useClientPages.ts';

// The dialog (its form and Radix's) downloads when the owner reaches for it, not with the
// list: about 40 KB gzipped off the screen's first load.
const loadClientDialog = () => import('./ClientDialog.tsx');
const ClientDialog = lazy(() => loadClientDialog().then((module) => ({ default: module.ClientDialog })));

/** The search is asked of the server once typing pauses this long. */
const SEARCH_PAUSE_MS = 250;

/** Drawn first: the first page of the owner's clients, unsearched. */
export const firstData: FirstData = async (_, load) => {
  await load.pages(clientPages(''));
};

export default function ClientsScreen() {
  const [search, setSearch] = useState('');
  const settledSearch = useDebounced(search.trim(), SEARCH_PAUSE_MS);
  const clients = useClientPages(settledSearch);
  const found = useMemo(() => clients.data?.pages.flatMap((page) => page.items) ?? [], [clients.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = clients;
  const showMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Client | null>(null);

  function openDialog(client: Client | null) {
    setEditing(client);
    setDialogOpen(true);
  }

  return (
    <div className="flex flex-col gap-4 pb-20">
      <h1 className="text-2xl font-bold">Your Clients</h1>
      <WaitingToSend />
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-stone-400" />
        <Input
          type="search"
          aria-label="Search clients"
          placeholder="Search clients..."
          className="pl-11"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {clients.isPending ? (
        <PageSpinner />
      ) : clients.isError ? (
        <LoadFailed title="Could not load your clients" message={clients.error.message} onRetry={() => clients.refetch()} />
      ) : (
        <ClientList clients={found} searching={settledSearch !== ''} onEdit={openDialog} onShowMore={hasNextPage ? showMore : null} />
      )}
      <div className="fixed inset-x-0 bottom-16 z-20 mx-auto max-w-xl px-4 pb-[env(safe-area-inset-bottom)]">
        <Button className="w-full shadow-lg" onPointerDown={loadClientDialog} onFocus={loadClientDialog} onClick={() => openDialog(null)}>
          <Plus aria-hidden />
          Add New Client
        </Button>
      </div>
      <OpenedOnce open={dialogOpen}>
        <ClientDialog client={editing} open={dialogOpen} onOpenChange={setDialogOpen} />
      </OpenedOnce>
    </div>
  );
}

interface ClientListProps {
  clients: Client[];
  searching: boolean;
  onEdit: (client: Client) => void;
  /** Brings the next page; null on the last. */
  onShowMore: (() => void) | null;
}

function ClientList({ clients, searching, onEdit, onShowMore }: ClientListProps) {
  if (clients.length === 0) {
    return (
      <Card className="py-8 text-center text-stone-600">
        {searching ? (
          <>
            <p className="font-semibold text-stone-900">No clients found</p>
            <p className="text-sm">Try adjusting your search terms</p>
          </>
        ) : (
          <p>No clients yet – tap below to add your first.</p>
        )}
      </Card>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3">
        {clients.map((client) => (
          <li key={client.id}>
            <ClientCard client={client} onEdit={() => onEdit(client)} />
          </li>
        ))}
      </ul>
      {onShowMore && <ShowMore label="Show more clients" onShowMore={onShowMore} />}
    </>
  );
}
