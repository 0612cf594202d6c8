import type { MouseEvent } from 'react';
import { useSignedInUser } from '@cobber/ui';
import { clearOutbox } from './store.ts';

/**
 * For the Sign Out link: what this owner kept on the phone is forgotten before the
 * session ends, so the next person to sign in on it never sends it (issue 11).
 */
export function useForgetOutboxOnSignOut(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const userId = useSignedInUser().id;
  return (event) => {
    event.preventDefault();
    const signOut = event.currentTarget.href;
    void clearOutbox(userId).finally(() => window.location.assign(signOut));
  };
}
