import { CREATE_PATHS, isNetworkFailure, resolveClient, type PostCreate } from './send.ts';
import { saveItem, type OutboxItem, type OutboxKind } from './store.ts';

/**
 * A v4 UUID for an Idempotency-Key. crypto.randomUUID exists only on secure pages; a
 * phone on the office Wi-Fi may open the app over plain http, so the bytes come from
 * getRandomValues, which every page has.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface NewRecord {
  userId: string;
  kind: OutboxKind;
  body: Record<string, unknown>;
  label: string;
}

let lastMade = 0;
/** Two records made within a millisecond still go in the order they were made. */
function madeNow(): number {
  lastMade = Math.max(Date.now(), lastMade + 1);
  return lastMade;
}

export type Kept<T> = { created: T } | { kept: OutboxItem };

/**
 * Creates a client or quote now when the phone has a connection, else keeps it in the
 * outbox to send later (a request that never reached Cobber is kept too; one Cobber
 * refused throws, for the form to show). The key is made here, once: the send now and
 * any later one carry the same key, so Cobber makes the record once even when the answer
 * to the first was lost. A quote for a client still waiting to be sent waits behind it.
 */
export async function createOrKeep<T extends { id: string }>(record: NewRecord, post: PostCreate): Promise<Kept<T>> {
  const key = newIdempotencyKey();
  const { body, waiting } = record.kind === 'quote' ? await resolveClient(record.userId, record.body) : { body: record.body, waiting: false };
  const item: OutboxItem = { ...record, key, body, madeAt: madeNow() };
  if (navigator.onLine && !waiting) {
    try {
      return { created: (await post(CREATE_PATHS[record.kind], body, key)) as T };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  await saveItem(item);
  return { kept: item };
}
