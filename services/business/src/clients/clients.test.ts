import { ClientMessages } from '@cobber/contracts';
import { apiClient, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessService, type RunningBusinessService } from '../testing/service.ts';

describe('clients API', () => {
  let running: RunningBusinessService;
  const sam = testOwner('Sam');
  const alex = testOwner('Alex');
  let asSam: ReturnType<typeof apiClient>;
  let asAlex: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    running = await startBusinessService();
    asSam = apiClient(running.url, sam);
    asAlex = apiClient(running.url, alex);
  });
  afterAll(() => running.stop());

  it('creates clients and lists them sorted by name, each owner only their own', async () => {
    const zoe = await asSam('POST', '/api/clients', { name: 'Zoe Nguyen', email: 'zoe@example.com', phone: '0400 111 222' });
    expect(zoe.status).toBe(201);
    expect(zoe.body).toMatchObject({ name: 'Zoe Nguyen', email: 'zoe@example.com', phone: '0400 111 222', address: null });
    await asSam('POST', '/api/clients', { name: 'Aaron Lee', email: 'aaron@example.com', address: '1 George St, Sydney' });
    await asAlex('POST', '/api/clients', { name: 'Alex’s client', email: 'c@example.com' });
    const list = await asSam('GET', '/api/clients');
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Aaron Lee', 'Zoe Nguyen']);
    expect((await asAlex('GET', '/api/clients')).body).toHaveLength(1);
  });

  it('edits a client, writes client.upserted, and 404s for another owner', async () => {
    const created = await asSam('POST', '/api/clients', { name: 'Mia Chen', email: 'mia@example.com' });
    const id = created.body.id;
    const edited = await asSam('PATCH', `/api/clients/${id}`, { phone: '0400 999 888', address: '2 Pitt St' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Mia Chen', phone: '0400 999 888', address: '2 Pitt St' });
    expect((await asAlex('PATCH', `/api/clients/${id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await asSam('PATCH', `/api/clients/${crypto.randomUUID()}`, { name: 'Ghost' })).status).toBe(404);
    await expect
      .poll(() => running.events.filter((e) => e.type === 'client.upserted' && e.key === id).map((e) => (e.data as { phone: string | null }).phone))
      .toEqual([null, '0400 999 888']);
  });

  it.each([
    ['missing name', { email: 'a@b.co' }, 'name', ClientMessages.nameRequired],
    ['missing email', { name: 'A' }, 'email', ClientMessages.emailRequired],
    ['empty email', { name: 'A', email: '' }, 'email', ClientMessages.emailRequired],
    ['bad email', { name: 'A', email: 'nope' }, 'email', ClientMessages.emailInvalid],
    ['wrong type', { name: 42, email: 'a@b.co' }, 'name', ClientMessages.nameRequired],
    ['unknown field', { name: 'A', email: 'a@b.co', vip: true }, 'vip', 'Unknown field: vip'],
    ['oversized', { name: 'A', email: 'a@b.co', address: 'x'.repeat(600) }, 'address', 'Must be at most 500 characters'],
    ['phone that is not one', { name: 'A', email: 'a@b.co', phone: 'not a phone' }, 'phone', ClientMessages.phoneInvalid],
    ['foreign phone', { name: 'A', email: 'a@b.co', phone: '+1 900 555 0100' }, 'phone', ClientMessages.phoneInvalid],
    ['ABN whose checksum fails', { name: 'A', email: 'a@b.co', abn: '51 824 753 557' }, 'abn', 'Please enter a valid 11-digit ABN'],
  ])('refuses %s with 400 naming the field', async (_label, body, field, message) => {
    const before = (await asSam('GET', '/api/clients')).body.length;
    const { status, body: answer } = await asSam('POST', '/api/clients', body);
    expect(status).toBe(400);
    expect(answer.error.fields[field]).toBe(message);
    expect((await asSam('GET', '/api/clients')).body).toHaveLength(before);
  });

  it("keeps a business client's ABN, lists it and tells the other services, and clears it when emptied", async () => {
    const created = await asSam('POST', '/api/clients', { name: 'Harbour View Strata', email: 'accounts@harbourview.example', abn: '51 824 753 556' });
    expect(created.body).toMatchObject({ abn: '51 824 753 556' });
    const listed = (await asSam('GET', '/api/clients')).body.find((client: { id: string }) => client.id === created.body.id);
    expect(listed.abn).toBe('51 824 753 556');
    const cleared = await asSam('PATCH', `/api/clients/${created.body.id}`, { abn: '' });
    expect(cleared.body.abn).toBeNull();
    await expect
      .poll(() => running.events.filter((e) => e.type === 'client.upserted' && e.key === created.body.id).map((e) => (e.data as { abn?: string | null }).abn))
      .toEqual(['51 824 753 556', null]);
  });

  it('refuses a bad edit without changing the client', async () => {
    const { body: list } = await asSam('GET', '/api/clients');
    const { status, body } = await asSam('PATCH', `/api/clients/${list[0].id}`, { email: 'broken' });
    expect(status).toBe(400);
    expect(body.error.fields.email).toBe(ClientMessages.emailInvalid);
    expect((await asSam('GET', '/api/clients')).body[0].email).toBe(list[0].email);
  });

  it('takes Australian mobiles, landlines and 1300 numbers as typed, and refuses an edit to a phone that is not one', async () => {
    for (const phone of ['+61 412 345 678', '(02) 9876 5432', '1300 123 456']) {
      const created = await asSam('POST', '/api/clients', { name: 'Ray Cole', email: 'ray@example.com', phone });
      expect(created.status).toBe(201);
      expect(created.body.phone).toBe(phone);
    }
    const ray = (await asSam('GET', '/api/clients')).body.find((client: { name: string }) => client.name === 'Ray Cole');
    const refused = await asSam('PATCH', `/api/clients/${ray.id}`, { phone: '12345' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ phone: ClientMessages.phoneInvalid });
  });

  it('still lists and edits a client whose phone was kept before phones were checked', async () => {
    const created = await asSam('POST', '/api/clients', { name: 'Old Kept', email: 'old@example.com' });
    await running.service.db('clients').where('id', created.body.id).update({ phone: 'not a phone' });
    const kept = (await asSam('GET', '/api/clients')).body.find((client: { id: string }) => client.id === created.body.id);
    expect(kept.phone).toBe('not a phone');
    const renamed = await asSam('PATCH', `/api/clients/${created.body.id}`, { name: 'Old Kept Jr' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Old Kept Jr', phone: 'not a phone' });
  });

  it('refuses unsigned requests', async () => {
    expect((await apiClient(running.url, null)('GET', '/api/clients')).status).toBe(401);
    expect((await apiClient(running.url, null)('POST', '/api/clients', { name: 'A', email: 'a@b.co' })).status).toBe(401);
  });
});
