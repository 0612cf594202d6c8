import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// Typed, not parsed again: the bell is on every first screen, which loads no schema library.
import { api } from '@cobber/web';

export const notificationsKey = ['notifications'] as const;
const unreadKey = [...notificationsKey, 'unread'] as const;
const listKey = [...notificationsKey, 'list'] as const;

/** How often the bell asks again while the app is open: news within a minute even with no push. */
const BELL_EVERY_MS = 60_000;

/** The bell's unread count: the smallest page of the list carries it. */
export function useUnreadCount() {
  return useQuery({
    queryKey: unreadKey,
    queryFn: async () => (await api('GET /api/notifications', { query: { limit: 1 } })).unread,
    refetchInterval: BELL_EVERY_MS,
  });
}

/** The list, a page at a time, newest first. */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: listKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => api('GET /api/notifications', { query: pageParam ? { cursor: pageParam } : { limit: 30 } }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Marks these read; the bell's count follows, the list on screen keeps showing what was new. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api('POST /api/notifications/read', { body: { ids } }),
    onSuccess: ({ unread }) => queryClient.setQueryData(unreadKey, unread),
  });
}
