import { dehydrate, hydrate, MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import type { User } from '@cobber/contracts';
import { connectionWatch } from './connection.ts';
import { forgetSavedCopy, readSavedCopy, writeSavedCopy } from './saved-copy.ts';

export { isNetworkFailure, offlineText, useOffline, useSavedAt } from './connection.ts';

/** Data is fresh for 30 s, no refetch on focus, no retries. */
export function createQueryClient(): QueryClient {
  // React Query starts out believing it is online: a page opened with no signal would
  // fetch, fail and hide the saved copy behind an error instead of waiting for a signal.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    queryCache: new QueryCache(connectionWatch),
    mutationCache: new MutationCache(connectionWatch),
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Puts the owner's saved screens back into the cache, each with the time it was fetched,
 * so they open with no signal. A copy of anyone else is forgotten, never shown.
 * The copy is shown at once and asked of the server again as each screen opens (while
 * offline the asking waits): a reload with a signal shows what is there now, not a list
 * saved moments before something changed elsewhere.
 */
export async function restoreSavedCopy(client: QueryClient, owner: User): Promise<void> {
  const copy = await readSavedCopy();
  if (!copy) return;
  if (copy.owner.id !== owner.id) return forgetSavedCopy();
  hydrate(client, copy.queries);
  await client.invalidateQueries({ refetchType: 'none' });
}

/** Writes come at most this often: a screen's burst of answers is saved once. */
const SAVE_AFTER_MS = 1_000;

/**
 * Keeps a copy of the owner's answered queries on the phone (IndexedDB) as they arrive;
 * returns what stops it.
 */
export function keepSavedCopy(client: QueryClient, owner: User): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(pending);
    pending = undefined;
    void writeSavedCopy({ owner, savedAt: Date.now(), queries: dehydrate(client) });
  };
  // A phone closes an app it has sent to the background without warning: save on the way out.
  const saveBeforeLeaving = () => {
    if (pending && document.visibilityState === 'hidden') save();
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') pending ??= setTimeout(save, SAVE_AFTER_MS);
  });
  document.addEventListener('visibilitychange', saveBeforeLeaving);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', saveBeforeLeaving);
    clearTimeout(pending);
  };
}
