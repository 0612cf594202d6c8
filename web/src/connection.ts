import { useSyncExternalStore } from 'react';
import { onlineManager, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { displayDay } from '@cobber/contracts/display';

/**
 * Whether the app can reach Cobber: the phone says it is offline, or the last
 * call failed for want of a network (a signal bar but no data, as on many sites). A call
 * that answers, or the phone coming back online, clears the second.
 */
let unreachable = false;
const listeners = new Set<() => void>();

function setUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

/** A fetch that never reached a server: Chromium, Firefox and Safari each word it their way. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** For the query client's caches: every answered or failed call tells whether Cobber is reachable. */
export const connectionWatch = {
  onSuccess: (): void => setUnreachable(false),
  onError: (error: unknown): void => {
    if (isNetworkFailure(error)) setUnreachable(true);
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeOnline = onlineManager.subscribe((online) => {
    if (online) setUnreachable(false);
    listener();
  });
  return () => {
    listeners.delete(listener);
    unsubscribeOnline();
  };
}

/** True while the app shows what it saved rather than what the server says. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, () => unreachable || !onlineManager.isOnline());
}

/**
 * When the data on screen was fetched: the oldest answer among the queries shown now
 * (their `dataUpdatedAt`), or null when nothing shown has data.
 */
export function useSavedAt(): number | null {
  const client = useQueryClient();
  return useSyncExternalStore(
    (listener) => client.getQueryCache().subscribe(listener),
    () => oldestShownAnswer(client),
  );
}

function oldestShownAnswer(client: QueryClient): number | null {
  const times = client
    .getQueryCache()
    .getAll()
    .filter((query: Query) => query.getObserversCount() > 0 && query.state.dataUpdatedAt > 0)
    .map((query) => query.state.dataUpdatedAt);
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * The offline banner's words: "Offline — showing what was saved at 10:42" in the phone's
 * own time, 24-hour; a copy from another day names the day too. `timeZone` is for tests.
 */
export function offlineText(savedAt: number | null, now: number, timeZone?: string): string {
  if (savedAt === null) return 'Offline — nothing saved for this screen yet';
  const time = new Intl.DateTimeFormat('en-AU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(savedAt);
  const day = displayDay(new Date(savedAt), timeZone);
  if (day === displayDay(new Date(now), timeZone)) return `Offline — showing what was saved at ${time}`;
  return `Offline — showing what was saved on ${day} at ${time}`;
}
