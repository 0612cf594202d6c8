import { use, useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@cobber/contracts';
import { keepSavedCopy, restoreSavedCopy } from '@cobber/ui/query';

const restoring = new WeakMap<QueryClient, Promise<void>>();

/**
 * The owner's copy of their screens on this phone (issue 11): put back before the first
 * screen draws, so it opens from the copy with no signal, then kept up to date.
 */
export function SavedCopy({ owner }: { owner: User }) {
  const client = useQueryClient();
  let restored = restoring.get(client);
  if (!restored) {
    restored = restoreSavedCopy(client, owner);
    restoring.set(client, restored);
  }
  use(restored);
  useEffect(() => keepSavedCopy(client, owner), [client, owner]);
  return null;
}
