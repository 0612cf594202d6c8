import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { User } from '@cobber/contracts';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the phone keeps of the signed-in owner's screens so they open offline:
 * one copy, of one owner. The owner is kept with the data so that nobody else's session
 * is ever shown it: a different owner signing in, or anyone signing out, forgets it.
 */
export interface SavedCopy {
  owner: User;
  /** When the copy was written (ms since the epoch). */
  savedAt: number;
  queries: DehydratedState;
}

/** A copy this old is not shown: two weeks away from signal is more than a job lasts. */
export const SAVED_COPY_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

const KEY = 'last';
let store: UseStore | undefined;

// Opened on first use, not at import: the login page imports this only to forget.
function savedCopies(): UseStore {
  store ??= createStore('cobber-saved-copy', 'copies');
  return store;
}

/** The copy on this phone, or undefined (none, too old, or no IndexedDB here). */
export async function readSavedCopy(now = Date.now()): Promise<SavedCopy | undefined> {
  try {
    const copy = await get<SavedCopy>(KEY, savedCopies());
    if (!copy || now - copy.savedAt > SAVED_COPY_MAX_AGE_MS) return undefined;
    return copy;
  } catch {
    return undefined;
  }
}

export async function writeSavedCopy(copy: SavedCopy): Promise<void> {
  try {
    await set(KEY, copy, savedCopies());
  } catch (error) {
    // A full or refused store costs only the offline copy, never the screen.
    console.warn('Could not keep an offline copy', error);
  }
}

/** The service worker's copy of the owner's last server-drawn dashboard (scripts/service-worker-first-screen.js). */
const FIRST_SCREEN_CACHE = 'cobber-first-screen';

/** Signed out or someone else signed in: nothing of the last owner stays readable, their kept dashboard page neither. */
export async function forgetSavedCopy(): Promise<void> {
  try {
    await Promise.all([del(KEY, savedCopies()), typeof caches === 'undefined' ? undefined : caches.delete(FIRST_SCREEN_CACHE)]);
  } catch (error) {
    console.warn('Could not forget the offline copy', error);
  }
}

/** Who the saved copy belongs to: the owner to show it to when the phone is offline. */
export async function savedOwner(): Promise<User | null> {
  return (await readSavedCopy())?.owner ?? null;
}
