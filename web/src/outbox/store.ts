import { createStore, del, delMany, entries, get, set, type UseStore } from 'idb-keyval';

/**
 * What the owner made without signal, kept on the phone (IndexedDB) until it is sent.
 * idb-keyval: a well-kept, tiny (under 1 KB gzipped) promise wrapper over
 * IndexedDB; the outbox needs nothing more than keys and values.
 */
export type OutboxKind = 'client' | 'quote';

export interface OutboxItem {
  /** The Idempotency-Key, made when the record was made: every send of it repeats it. */
  key: string;
  /** Whose it is: a phone shared by two owners keeps each one's apart. */
  userId: string;
  kind: OutboxKind;
  /** The create's JSON body. */
  body: Record<string, unknown>;
  /** What the owner recognises it by: the client's name, the quote's title and client. */
  label: string;
  /** When it was made (ms since 1970), strictly increasing on this page: the sending order. */
  madeAt: number;
  /** Why Cobber refused it (a 4xx), shown as "Could not send: …" until removed. */
  refusal?: string;
}

type ItemKey = [userId: string, 'item', key: string];
/** A sent client's key and the id Cobber gave it, for a quote made for it that is still on the phone. */
type SentKey = [userId: string, 'sent', key: string];

let store: UseStore | undefined;
/** Opened on first use, so importing this module touches no database. */
function outboxStore(): UseStore {
  store ??= createStore('cobber-outbox', 'items');
  return store;
}

const changes = new Set<() => void>();
/** Other tabs, and other copies of this module on the page, hear of changes too. */
let channel: BroadcastChannel | undefined;
function changeChannel(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel('cobber-outbox');
    channel.onmessage = () => notify();
  }
  return channel;
}

function notify(): void {
  for (const listener of changes) listener();
}

function changed(): void {
  notify();
  changeChannel()?.postMessage('changed');
}

/** Calls `listener` whenever the outbox changes, here or in another tab. */
export function onOutboxChange(listener: () => void): () => void {
  changeChannel();
  changes.add(listener);
  return () => changes.delete(listener);
}

/** The owner's items, oldest first: sent in the order they were made. */
export async function listOutbox(userId: string): Promise<OutboxItem[]> {
  const all = await entries<IDBValidKey, unknown>(outboxStore());
  return all
    .filter(([key]) => Array.isArray(key) && key[0] === userId && key[1] === 'item')
    .map(([, value]) => value as OutboxItem)
    .sort((a, b) => a.madeAt - b.madeAt);
}

export async function saveItem(item: OutboxItem): Promise<void> {
  await set(itemKey(item), item, outboxStore());
  changed();
}

export async function removeItem(item: Pick<OutboxItem, 'userId' | 'key'>): Promise<void> {
  await del(itemKey(item), outboxStore());
  changed();
}

export async function rememberSentClient(userId: string, key: string, id: string): Promise<void> {
  await set([userId, 'sent', key] satisfies SentKey, id, outboxStore());
}

/** The id Cobber gave a client first kept on the phone under `key`, once it was sent. */
export function sentClientId(userId: string, key: string): Promise<string | undefined> {
  return get<string>([userId, 'sent', key] satisfies SentKey, outboxStore());
}

/** Forgets everything the owner kept on this phone (signing out). */
export async function clearOutbox(userId: string): Promise<void> {
  const all = await entries<IDBValidKey, unknown>(outboxStore());
  await delMany(all.map(([key]) => key).filter((key) => Array.isArray(key) && key[0] === userId), outboxStore());
  changed();
}

function itemKey(item: Pick<OutboxItem, 'userId' | 'key'>): ItemKey {
  return [item.userId, 'item', item.key];
}
