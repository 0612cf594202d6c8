import { use, useEffect } from 'react';
import { hydrate, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@cobber/contracts';
import { keepSavedCopy, restoreSavedCopy } from '@cobber/web/query';
import { firstScreenData } from '../first-screen.ts';

const restoring = new WeakMap<QueryClient, Promise<void>>();

/**
 * The owner's copy of their screens on this phone: put back before the first screen
 * draws, so it opens from the copy with no signal, then kept up to date. The answers a
 * server-drawn screen came with go in after it: newer, and not to be asked again at once
 * when the server drew them just now (the copy's restore marks everything it holds as to
 * be asked again). A page the phone kept is shown as it is and asked again the same way:
 * a client added on the laptop since must appear, not wait for a reload.
 */
export function SavedCopy({ owner }: { owner: User }) {
  const client = useQueryClient();
  let restored = restoring.get(client);
  if (!restored) {
    restored = restoreSavedCopy(client, owner).then(() => {
      const first = firstScreenData(owner);
      if (!first) return;
      hydrate(client, first.drawn.queries);
      if (first.kept) return client.invalidateQueries({ refetchType: 'none' });
    });
    restoring.set(client, restored);
  }
  use(restored);
  useEffect(() => keepSavedCopy(client, owner), [client, owner]);
  return null;
}
