import { apiClient, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessService, type RunningBusinessService } from '../testing/service.ts';

/** A client added on a phone without signal is sent with a key, maybe more than once. */
describe('POST /api/clients with an Idempotency-Key', () => {
  let running: RunningBusinessService;
  let sam: ReturnType<typeof apiClient>;
  let alex: ReturnType<typeof apiClient>;
  const newClient = { name: 'Zoe Nguyen', email: 'zoe@example.com', phone: '0400 111 222' };
  const keyed = (key: string) => ({ 'Idempotency-Key': key });
  const clientsOf = async (api: typeof sam) => (await api('GET', '/api/clients')).body as { id: string; name: string }[];

  beforeAll(async () => {
    running = await startBusinessService();
    sam = apiClient(running.url, testOwner('Sam'));
    alex = apiClient(running.url, testOwner('Alex'));
  });
  afterAll(() => running.stop());

  it('adds the client once; the repeat answers the first answer', async () => {
    const key = crypto.randomUUID();
    const before = (await clientsOf(sam)).length;
    const first = await sam('POST', '/api/clients', newClient, keyed(key));
    const again = await sam('POST', '/api/clients', newClient, keyed(key));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await clientsOf(sam)).toHaveLength(before + 1);
    await expect.poll(() => running.events.filter((e) => e.type === 'client.upserted' && e.key === first.body.id).length).toBe(1);
  });

  it('adds one client for 20 repeats sent at the same time', async () => {
    const key = crypto.randomUUID();
    const before = (await clientsOf(sam)).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => sam('POST', '/api/clients', { ...newClient, name: 'Twenty Times' }, keyed(key))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await clientsOf(sam)).filter((c) => c.name === 'Twenty Times')).toHaveLength(1);
    expect(await clientsOf(sam)).toHaveLength(before + 1);
  });

  it('refuses the same key with a different client (422), adding nothing', async () => {
    const key = crypto.randomUUID();
    await sam('POST', '/api/clients', newClient, keyed(key));
    const before = (await clientsOf(sam)).length;
    const other = await sam('POST', '/api/clients', { ...newClient, name: 'Someone Else' }, keyed(key));
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({ code: 'idempotency_key_reused', message: 'This Idempotency-Key was already used for a different request' });
    expect(await clientsOf(sam)).toHaveLength(before);
  });

  it("gives another owner's same key their own client", async () => {
    const key = crypto.randomUUID();
    const samsAnswer = await sam('POST', '/api/clients', newClient, keyed(key));
    const alexsAnswer = await alex('POST', '/api/clients', newClient, keyed(key));
    expect(alexsAnswer.status).toBe(201);
    expect(alexsAnswer.body.id).not.toBe(samsAnswer.body.id);
    expect((await clientsOf(alex)).map((c) => c.id)).toContain(alexsAnswer.body.id);
    expect((await clientsOf(sam)).map((c) => c.id)).not.toContain(alexsAnswer.body.id);
  });

  it.each(['not-a-key', '12345', ''])('refuses the key %j with 400 naming the header, adding nothing', async (key) => {
    const before = (await clientsOf(sam)).length;
    const answer = await sam('POST', '/api/clients', newClient, keyed(key));
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ 'Idempotency-Key': 'Idempotency-Key must be a UUID' });
    expect(await clientsOf(sam)).toHaveLength(before);
  });

  it('adds a client each time when no key is sent (as before)', async () => {
    const before = (await clientsOf(sam)).length;
    await sam('POST', '/api/clients', newClient);
    await sam('POST', '/api/clients', newClient);
    expect(await clientsOf(sam)).toHaveLength(before + 2);
  });
});
