import type { MouseEvent } from 'react';
import { useSignedInUser } from '@cobber/web';
import { forgetKeptDrafts } from '../drafts/kept-drafts.ts';
import { clearOutbox } from './store.ts';

/**
 * For the Sign Out link: what this owner kept on the phone (the outbox, quotes being made)
 * is forgotten before the session ends, so the next person to sign in on it never sends
 * or sees it.
 */
export function useForgetOutboxOnSignOut(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const userId = useSignedInUser().id;
  return (event) => {
    event.preventDefault();
    const signOut = event.currentTarget.href;
    forgetKeptDrafts(userId);
    void clearOutbox(userId).finally(() => window.location.assign(signOut));
  };
}
