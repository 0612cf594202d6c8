import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@cobber/web';
import { createOrKeep } from './keep.ts';
import { removeFromOutbox, sendOutbox, type PostCreate } from './send.ts';
import { clearOutbox, listOutbox } from './store.ts';

/**
 * Cobber as the phone sees it: it honours Idempotency-Key as the services do (the same
 * key answers the first record), and can be unreachable, lose an answer, or refuse.
 */
function fakeCobber() {
  const records = new Map<string, { id: string; path: string; body: unknown }>();
  const sends: { path: string; key: string; body: unknown }[] = [];
  let trouble: 'offline' | 'answer lost' | 'server error' | null = null;
  const refuse = new Set<string>();
  const post: PostCreate = async (path, body, key) => {
    if (trouble === 'offline') throw new TypeError('Failed to fetch');
    sends.push({ path, key, body });
    if (trouble === 'server error') throw new ApiError(503, 'Service Unavailable', { code: 'service_unavailable', message: 'Try again' });
    if (refuse.has(key)) throw new ApiError(400, 'Bad Request', { code: 'validation_failed', message: 'Enter a valid email address' });
    const record = records.get(key) ?? { id: crypto.randomUUID(), path, body };
    records.set(key, record);
    if (trouble === 'answer lost') throw new TypeError('Failed to fetch');
    return { id: record.id };
  };
  return {
    post,
    records,
    sends,
    refuse,
    set trouble(value: typeof trouble) {
      trouble = value;
    },
  };
}

function setOnline(online: boolean): void {
  Object.defineProperty(globalThis.navigator, 'onLine', { value: online, configurable: true });
}

const sam = 'sam-user-id';
const alex = 'alex-user-id';
const zoe = { name: 'Zoe Nguyen', email: 'zoe@example.com' };
const quoteFor = (clientId: string) => ({ clientId, clientName: zoe.name, clientEmail: zoe.email, title: 'Downlights' });

describe('the outbox', () => {
  let cobber: ReturnType<typeof fakeCobber>;
  beforeEach(() => {
    cobber = fakeCobber();
    setOnline(false);
  });
  afterEach(async () => {
    await clearOutbox(sam);
    await clearOutbox(alex);
  });

  it('keeps a client made offline and sends it once the connection is back, with the key it was made with', async () => {
    const result = await createOrKeep({ userId: sam, kind: 'client', body: zoe, label: zoe.name }, cobber.post);
    expect('kept' in result).toBe(true);
    expect(cobber.sends).toEqual([]);
    const [kept] = await listOutbox(sam);
    expect(kept).toMatchObject({ kind: 'client', label: 'Zoe Nguyen', body: zoe });

    setOnline(true);
    expect(await sendOutbox(sam, cobber.post)).toEqual({ sent: 1 });
    expect(cobber.sends).toEqual([{ path: '/api/clients', key: kept!.key, body: zoe }]);
    expect(await listOutbox(sam)).toEqual([]);
  });

  it('sends the same key again after a lost answer, so Cobber makes the client once', async () => {
    await createOrKeep({ userId: sam, kind: 'client', body: zoe, label: zoe.name }, cobber.post);
    cobber.trouble = 'answer lost';
    expect((await sendOutbox(sam, cobber.post)).sent).toBe(0);
    expect(await listOutbox(sam)).toHaveLength(1);
    cobber.trouble = null;
    expect((await sendOutbox(sam, cobber.post)).sent).toBe(1);
    expect(cobber.sends).toHaveLength(2);
    expect(cobber.sends[0]!.key).toBe(cobber.sends[1]!.key);
    expect(cobber.records.size).toBe(1);
  });

  it('keeps what it tried to send when the request never reached Cobber, under the key it tried', async () => {
    setOnline(true);
    cobber.trouble = 'offline';
    const result = await createOrKeep({ userId: sam, kind: 'client', body: zoe, label: zoe.name }, cobber.post);
    expect('kept' in result).toBe(true);
    cobber.trouble = 'answer lost';
    await sendOutbox(sam, cobber.post);
    cobber.trouble = null;
    await sendOutbox(sam, cobber.post);
    expect(new Set(cobber.sends.map((send) => send.key))).toEqual(new Set([(result as { kept: { key: string } }).kept.key]));
    expect(cobber.records.size).toBe(1);
  });

  it('creates at once when online, and lets a refusal through to the form', async () => {
    setOnline(true);
    const result = await createOrKeep<{ id: string }>({ userId: sam, kind: 'client', body: zoe, label: zoe.name }, cobber.post);
    expect('created' in result && result.created.id).toBe([...cobber.records.values()][0]!.id);
    const refusing: PostCreate = async () => {
      throw new ApiError(400, 'Bad Request', { code: 'validation_failed', message: 'Enter a valid email address' });
    };
    await expect(createOrKeep({ userId: sam, kind: 'client', body: zoe, label: zoe.name }, refusing)).rejects.toThrow(ApiError);
    expect(await listOutbox(sam)).toEqual([]);
  });

  it('sends a quote made for a client made offline after that client, naming the id Cobber gave it', async () => {
    const client = await createOrKeep({ userId: sam, kind: 'client', body: zoe, label: zoe.name }, cobber.post);
    const clientKey = (client as { kept: { key: string } }).kept.key;
    await createOrKeep({ userId: sam, kind: 'quote', body: quoteFor(clientKey), label: 'Downlights for Zoe Nguyen' }, cobber.post);

    setOnline(true);
    expect((await sendOutbox(sam, cobber.post)).sent).toBe(2);
    const clientId = cobber.records.get(clientKey)!.id;
    expect(cobber.sends.map((send) => send.path)).toEqual(['/api/clients', '/api/quotes']);
    expect(cobber.sends[1]!.body).toMatchObject({ clientId, title: 'Downlights' });
  });

  it('holds a quote back while its client waits, even online; and a quote made after the client went names its id', async () => {
    const client = await createOrKeep({ userId: sam, kind: 'client', body: zoe, label: zoe.name }, cobber.post);
    const clientKey = (client as { kept: { key: string } }).kept.key;
    setOnline(true);
    const held = await createOrKeep({ userId: sam, kind: 'quote', body: quoteFor(clientKey), label: 'Downlights' }, cobber.post);
    expect('kept' in held).toBe(true);
    expect(cobber.sends).toEqual([]);
    await sendOutbox(sam, cobber.post);
    const later = await createOrKeep<{ id: string }>({ userId: sam, kind: 'quote', body: quoteFor(clientKey), label: 'Fan' }, cobber.post);
    expect('created' in later).toBe(true);
    expect(cobber.sends.at(-1)!.body).toMatchObject({ clientId: cobber.records.get(clientKey)!.id });
  });

  it('marks what Cobber refuses "Could not send" with its message, sends the rest, and removes it when asked', async () => {
    const bad = await createOrKeep({ userId: sam, kind: 'client', body: { ...zoe, email: 'zoe@' }, label: 'Zoe' }, cobber.post);
    const badKey = (bad as { kept: { key: string } }).kept.key;
    await createOrKeep({ userId: sam, kind: 'quote', body: quoteFor(badKey), label: 'For the refused client' }, cobber.post);
    await createOrKeep({ userId: sam, kind: 'client', body: { name: 'Mia Chen', email: 'mia@example.com' }, label: 'Mia Chen' }, cobber.post);
    cobber.refuse.add(badKey);

    expect((await sendOutbox(sam, cobber.post)).sent).toBe(1);
    const [refused, quote] = await listOutbox(sam);
    expect(refused).toMatchObject({ key: badKey, refusal: 'Enter a valid email address' });
    expect(quote).toMatchObject({ label: 'For the refused client' });
    expect(quote!.refusal).toBeUndefined();

    await removeFromOutbox(refused!);
    expect((await sendOutbox(sam, cobber.post)).sent).toBe(1);
    expect(cobber.sends.at(-1)!.body).not.toHaveProperty('clientId');
    expect(await listOutbox(sam)).toEqual([]);
  });

  it('keeps waiting through server trouble, not marking it refused', async () => {
    await createOrKeep({ userId: sam, kind: 'client', body: zoe, label: zoe.name }, cobber.post);
    cobber.trouble = 'server error';
    const report = await sendOutbox(sam, cobber.post);
    expect(report.sent).toBe(0);
    expect(report.stoppedBy).toBeInstanceOf(ApiError);
    expect((await listOutbox(sam))[0]!.refusal).toBeUndefined();
  });

  it("keeps each owner's items apart, and signing out clears only that owner's", async () => {
    await createOrKeep({ userId: sam, kind: 'client', body: zoe, label: zoe.name }, cobber.post);
    await createOrKeep({ userId: alex, kind: 'client', body: { name: 'Alex client', email: 'a@example.com' }, label: 'Alex client' }, cobber.post);
    expect((await listOutbox(sam)).map((item) => item.label)).toEqual(['Zoe Nguyen']);
    await clearOutbox(sam);
    expect(await listOutbox(sam)).toEqual([]);
    expect((await listOutbox(alex)).map((item) => item.label)).toEqual(['Alex client']);
  });
});
