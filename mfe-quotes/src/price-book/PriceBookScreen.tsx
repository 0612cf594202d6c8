import { useCallback, useMemo, useState } from 'react';
import { Plus, Search } from 'lucide-react';
import type { PriceBookItem } from '@cobber/contracts';
import { displayMoney, ItemTypeLabels, parseMoney } from '@cobber/contracts/display';
import { Button, Card, Input, Label, LoadFailed, PageSpinner, ShowMore, useDebounced } from '@cobber/ui';
import { Checkbox, toast } from '@cobber/ui/widgets';
import { useChangePriceBookItem } from '../common/hooks/price-book.ts';
import { CsvActions } from './CsvActions.tsx';
import { ItemDialog } from './ItemDialog.tsx';
import type { FirstData } from '@cobber/web/first-screen';
import { priceBookPages, usePriceBookPages } from './usePriceBookPages.ts';

/** Drawn first: the book's first page, most used first. */
export const firstData: FirstData = async (_, load) => {
  await load.pages(priceBookPages('', false));
};

/** What the dialog is doing: nothing, adding, or editing an item. */
type Editing = { open: false } | { open: true; item: PriceBookItem | null };

/**
 * Settings → Price book: the prices Cobber learned from the tradie's sent
 * quotes, most used first; they search, add, edit, hide, and move it in and out as CSV.
 */
export default function PriceBookScreen() {
  const [search, setSearch] = useState('');
  const [showHidden, setShowHidden] = useState(false);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const settledSearch = useDebounced(search.trim(), 250);
  const pages = usePriceBookPages(settledSearch, showHidden);
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const showMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">Price book</h1>
        <p className="text-sm text-stone-600">Your prices, learned from the quotes you send. AI drafts and new lines use them first.</p>
      </div>
      <Button onClick={() => setEditing({ open: true, item: null })}>
        <Plus aria-hidden />
        Add item
      </Button>
      <CsvActions />
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-stone-400" />
        <Input type="search" aria-label="Search price book" placeholder="Search price book..." className="pl-11" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <div className="flex items-center gap-3">
        <Checkbox id="show-hidden" checked={showHidden} onCheckedChange={setShowHidden} />
        <Label htmlFor="show-hidden">Show hidden</Label>
      </div>
      {pages.isPending ? (
        <PageSpinner />
      ) : pages.isError ? (
        <LoadFailed title="Could not load your price book" message={pages.error.message} onRetry={() => pages.refetch()} />
      ) : items.length === 0 ? (
        <Card className="py-6 text-center text-sm text-stone-600">{settledSearch ? 'No items match your search' : 'No prices yet: they arrive with the quotes you send, or add one.'}</Card>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} onEdit={() => setEditing({ open: true, item })} />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage && <ShowMore label="Show more items" onShowMore={showMore} />}
      {editing.open && <ItemDialog item={editing.item} open onOpenChange={(open) => !open && setEditing({ open: false })} />}
    </div>
  );
}

function ItemCard({ item, onEdit }: { item: PriceBookItem; onEdit: () => void }) {
  const change = useChangePriceBookItem();
  const hideOrShow = () =>
    change.mutate(
      { id: item.id, change: { hidden: !item.hidden } },
      { onError: () => toast({ title: 'Error', description: 'Could not change the item. Please try again.', variant: 'destructive' }) },
    );
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold">{item.description}</p>
          <p className="text-sm text-stone-600">
            {ItemTypeLabels[item.type]} · used {item.timesUsed} {item.timesUsed === 1 ? 'time' : 'times'}
            {item.hidden ? ' · hidden' : ''}
          </p>
          {item.alwaysWith && <p className="text-sm text-stone-600">Always added with work on {item.alwaysWith}</p>}
        </div>
        <p className="shrink-0 font-semibold">
          {displayMoney(parseMoney(item.unitPrice))}
          {item.unit ? ` / ${item.unit}` : ''}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" aria-label={`Edit ${item.description}`} onClick={onEdit}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" aria-label={`${item.hidden ? 'Show' : 'Hide'} ${item.description}`} disabled={change.isPending} onClick={hideOrShow}>
          {item.hidden ? 'Show' : 'Hide'}
        </Button>
      </div>
    </Card>
  );
}
