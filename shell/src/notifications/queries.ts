import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// Typed, not parsed again: the bell is on every first screen, which loads no schema library.
import type { NotificationPage, UnreadCount } from '@cobber/contracts';
import { apiFetch } from '@cobber/ui';

export const notificationsKey = ['notifications'] as const;
const unreadKey = [...notificationsKey, 'unread'] as const;
const listKey = [...notificationsKey, 'list'] as const;

/** How often the bell asks again while the app is open: news within a minute even with no push. */
const BELL_EVERY_MS = 60_000;

/** The bell's unread count: the smallest page of the list carries it. */
export function useUnreadCount() {
  return useQuery({
    queryKey: unreadKey,
    queryFn: async () => (await apiFetch<NotificationPage>('/api/notifications?limit=1')).unread,
    refetchInterval: BELL_EVERY_MS,
  });
}

/** The list, a page at a time, newest first. */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: listKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => apiFetch<NotificationPage>(`/api/notifications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : '?limit=30'}`),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Marks these read; the bell's count follows, the list on screen keeps showing what was new. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiFetch<UnreadCount>('/api/notifications/read', { method: 'POST', body: { ids } }),
    onSuccess: ({ unread }) => queryClient.setQueryData(unreadKey, unread),
  });
}
