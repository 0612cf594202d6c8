import { useEffect, useState } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
// The package's own entry, not '../user.ts': the owner's context must be the one the
// shell provides (one shared copy), not a copy bundled with this entry.
import { useSignedInUser, apiFetch } from '@cobber/web';
import { createOrKeep, type Kept } from './keep.ts';
import { sendOutbox, type PostCreate } from './send.ts';
import { listOutbox, onOutboxChange, type OutboxItem, type OutboxKind } from './store.ts';

/** While items wait and the phone says it is online, another try this often (server trouble passes). */
const RETRY_MS = 30_000;

const postCreate: PostCreate = (path, body, key) =>
  apiFetch<{ id: string }>(path, { method: 'POST', body, headers: { 'Idempotency-Key': key } });

/** One send at a time per owner, across tabs where the browser can tell (Web Locks); the keys make a second harmless anyway. */
function oneAtATime<T>(userId: string, send: () => Promise<T>): Promise<T> {
  if (typeof navigator.locks?.request !== 'function') return send();
  return navigator.locks.request(`cobber-outbox:${userId}`, send) as Promise<T>;
}

/** Sends what waits; the lists show what was sent. */
async function sendWaiting(userId: string, queryClient: QueryClient): Promise<void> {
  const report = await oneAtATime(userId, () => sendOutbox(userId, postCreate));
  if (report.sent === 0) return;
  await Promise.all([queryClient.invalidateQueries({ queryKey: ['clients'] }), queryClient.invalidateQueries({ queryKey: ['quotes'] })]);
}

/** The signed-in owner's outbox, kept current as it changes (here or in another tab). */
export function useOutboxItems(): OutboxItem[] {
  const userId = useSignedInUser().id;
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    let current = true;
    const load = () => void listOutbox(userId).then((list) => current && setItems(list));
    load();
    const stop = onOutboxChange(load);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);
  return items;
}

/** Sends what waits now, when the connection comes back (the `online` event), and now and then while online. */
export function useOutboxSender(): void {
  const userId = useSignedInUser().id;
  const queryClient = useQueryClient();
  useEffect(() => {
    const send = () => {
      if (navigator.onLine) void sendWaiting(userId, queryClient);
    };
    send();
    window.addEventListener('online', send);
    const timer = setInterval(send, RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      clearInterval(timer);
    };
  }, [userId, queryClient]);
}

/**
 * Creates a client or a quote, or keeps it on the phone when there is no connection
 * (`{ kept }`); a refusal from Cobber is the mutation's error, as before. Never paused
 * offline: react-query would hold an offline mutation and the form would spin. The answer is
 * the created record as the route returns it (`T`).
 */
export function useCreateOrKeep<T extends { id: string }>(kind: OutboxKind) {
  const userId = useSignedInUser().id;
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ body, label }: { body: Record<string, unknown>; label: string }): Promise<Kept<T>> => {
      return createOrKeep<T>({ userId, kind, body, label }, postCreate);
    },
    onSuccess: (result) => {
      if ('created' in result) return queryClient.invalidateQueries({ queryKey: [kind === 'client' ? 'clients' : 'quotes'] });
      // A quote kept behind a client still on the phone goes as soon as that client has.
      void sendWaiting(userId, queryClient);
    },
  });
}
