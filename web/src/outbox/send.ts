import { apiPath } from '@cobber/web';
import { listOutbox, rememberSentClient, removeItem, saveItem, sentClientId, type OutboxItem, type OutboxKind } from './store.ts';

export const CREATE_PATHS: Record<OutboxKind, string> = { client: apiPath('POST /api/clients'), quote: apiPath('POST /api/quotes') };

/** Sends one create with its Idempotency-Key; answers the created record. Throws as apiFetch does. */
export type PostCreate = (path: string, body: unknown, key: string) => Promise<{ id: string }>;

/** A fetch that never reached a server: Chromium, Firefox and Safari each word it their way. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/**
 * Cobber answered and said no (bad input, a foreign client): sending it again will not
 * help, so the owner is told. Not a refusal: a lost session (401), a time-out (408),
 * too many requests (429), server trouble (5xx): those are tried again later.
 */
function refusalOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const { status, serverMessage, message } = error as { status: unknown; serverMessage?: string; message?: string };
  if (typeof status !== 'number' || status < 400 || status >= 500 || [401, 408, 429].includes(status)) return null;
  return serverMessage ?? message ?? `Refused (${status})`;
}

/** The client a quote was made for, while that client is itself still on the phone. */
function waitingClientOf(item: OutboxItem, items: OutboxItem[]): OutboxItem | undefined {
  if (item.kind !== 'quote' || typeof item.body.clientId !== 'string') return undefined;
  return items.find((other) => other.kind === 'client' && other.key === item.body.clientId);
}

/** Whether an item can go now: not refused, and not made for a client that has not gone yet. */
function sendable(item: OutboxItem, items: OutboxItem[]): boolean {
  return item.refusal === undefined && waitingClientOf(item, items) === undefined;
}

/** Quotes made for a client kept on the phone now name the id Cobber gave it. */
async function pointQuotesAt(items: OutboxItem[], client: OutboxItem, id: string): Promise<void> {
  await rememberSentClient(client.userId, client.key, id);
  for (const quote of items.filter((item) => waitingClientOf(item, items)?.key === client.key)) {
    await saveItem({ ...quote, body: { ...quote.body, clientId: id } });
  }
}

export interface SendReport {
  sent: number;
  /** Why sending stopped early (offline, server trouble): the rest waits for the next try. */
  stoppedBy?: unknown;
}

/**
 * Sends the owner's waiting items, oldest first, each with the key it was made with, so
 * a send repeated after a reload or a lost answer is answered by Cobber with the first
 * answer, never made twice. A client goes before the quotes made for it, which then
 * name its new id (that id is saved before the client leaves the outbox, so a reload in
 * between sends the client again and gets the same id back).
 */
export async function sendOutbox(userId: string, post: PostCreate): Promise<SendReport> {
  let sent = 0;
  for (;;) {
    const items = await listOutbox(userId);
    const next = items.find((item) => sendable(item, items));
    if (!next) return { sent };
    try {
      const created = await post(CREATE_PATHS[next.kind], next.body, next.key);
      if (next.kind === 'client') await pointQuotesAt(items, next, created.id);
      await removeItem(next);
      sent += 1;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === null) return { sent, stoppedBy: error };
      await saveItem({ ...next, refusal });
    }
  }
}

/**
 * Removes an item the owner gave up on. Quotes made for a client that is removed keep
 * the client's name and email, and go without the link to a client record.
 */
export async function removeFromOutbox(item: OutboxItem): Promise<void> {
  const items = await listOutbox(item.userId);
  for (const quote of items.filter((other) => waitingClientOf(other, items)?.key === item.key)) {
    const { clientId: _dropped, ...body } = quote.body;
    await saveItem({ ...quote, body });
  }
  await removeItem(item);
}

/**
 * A quote's client as Cobber knows it: a client made on the phone and sent since has its
 * id now; one still waiting keeps the quote waiting too (it answers `waiting`).
 */
export async function resolveClient(userId: string, body: Record<string, unknown>): Promise<{ body: Record<string, unknown>; waiting: boolean }> {
  const clientId = body.clientId;
  if (typeof clientId !== 'string' || clientId === '') return { body, waiting: false };
  const items = await listOutbox(userId);
  if (items.some((item) => item.kind === 'client' && item.key === clientId)) return { body, waiting: true };
  const sentId = await sentClientId(userId, clientId);
  return { body: sentId ? { ...body, clientId: sentId } : body, waiting: false };
}
