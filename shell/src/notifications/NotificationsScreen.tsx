import { useEffect, useRef } from 'react';
import { BellOff, ChevronRight } from 'lucide-react';
import type { Notification } from '@cobber/contracts';
import { displayDayAndTime } from '@cobber/contracts/display';
import { Link } from '@cobber/ui/router';
import { Card, LoadFailed, PageSpinner, ShowMore } from '@cobber/ui';
import { useMarkRead, useNotificationPages } from './queries.ts';

/**
 * What clients did, newest first. Opening the list marks what it shows read:
 * the bell clears, and this visit still shows which were new.
 */
export default function NotificationsScreen() {
  const pages = useNotificationPages();
  const markRead = useMarkRead();
  const marked = useRef(new Set<string>());
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadIds = items.filter((item) => !item.read && !marked.current.has(item.id)).map((item) => item.id);
  const unreadKey = unreadIds.join(',');

  useEffect(() => {
    if (unreadIds.length === 0) return;
    for (const id of unreadIds) marked.current.add(id);
    markRead.mutate(unreadIds);
    // Keyed by the ids, not the arrays: each one is marked once, however often the list re-renders.
  }, [unreadKey]);

  if (pages.isPending) return <PageSpinner />;
  if (pages.isError) return <LoadFailed title="Could not load notifications" message="Check your connection and try again." onRetry={() => pages.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Notifications</h1>
      {items.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-8 text-center text-stone-600">
          <BellOff aria-hidden className="size-8 text-stone-400" />
          <p>Nothing yet. You will hear here the moment a client opens, accepts or pays.</p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id}>
              <NotificationCard notification={item} />
            </li>
          ))}
        </ul>
      )}
      {pages.hasNextPage && <ShowMore label="Show more notifications" onShowMore={() => !pages.isFetchingNextPage && pages.fetchNextPage()} />}
    </div>
  );
}

function NotificationCard({ notification }: { notification: Notification }) {
  return (
    <Link to={notification.link}>
      <Card className="flex items-center gap-3">
        {!notification.read && <span aria-hidden className="size-2.5 shrink-0 rounded-full bg-accent" />}
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="font-semibold">
            {!notification.read && <span className="sr-only">New: </span>}
            {notification.title}
          </span>
          <span className="text-sm text-stone-600">{notification.body}</span>
          <time dateTime={notification.createdAt} className="text-xs text-stone-600">
            {displayDayAndTime(notification.createdAt)}
          </time>
        </div>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-stone-400" />
      </Card>
    </Link>
  );
}
