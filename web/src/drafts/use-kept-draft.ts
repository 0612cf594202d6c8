import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from '@cobber/ui/router';
import { useSignedInUser } from '@cobber/web';
import { forgetDraft, keepDraft, readKeptDraft, type DraftScreen } from './kept-drafts.ts';

/**
 * A screen's draft on the phone: the one kept from before, to offer until the owner
 * answers; keeping what they type while it is unsaved; and a guard that asks before the
 * app takes them elsewhere (Back included), released once the quote is created.
 */
export function useKeptDraft<T>(screen: DraftScreen, isDraft: (kept: unknown) => kept is T, current: T, unsaved: boolean) {
  const userId = useSignedInUser().id;
  const [offered, setOffered] = useState<T | null>(null);
  // Read after the first paint: a screen the server drew has no phone storage to read.
  useEffect(() => {
    const kept = readKeptDraft(userId, screen);
    if (isDraft(kept)) setOffered(kept);
  }, [userId, screen, isDraft]);

  // Nothing typed yet keeps nothing: an offered draft is not written over by an empty screen.
  useEffect(() => {
    if (unsaved && offered === null) keepDraft(userId, screen, current);
  }, [userId, screen, current, unsaved, offered]);

  const guarding = useRef(unsaved);
  guarding.current = unsaved;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guarding.current && currentLocation.pathname !== nextLocation.pathname);

  const startAgain = useCallback(() => {
    forgetDraft(userId, screen);
    setOffered(null);
  }, [userId, screen]);
  const carryOn = useCallback(() => setOffered(null), []);
  /** The quote is made (or waits in the outbox): nothing more to keep or to ask about. */
  const done = useCallback(() => {
    guarding.current = false;
    forgetDraft(userId, screen);
  }, [userId, screen]);

  return { offered, carryOn, startAgain, done, blocker };
}
