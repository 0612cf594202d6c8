import { request } from 'node:http';
import { CurrentQuote, currentQuotePath } from '@cobber/contracts';
import { IDENTITY_HEADER, SERVICE_CALL_HEADER, signIdentity, signServiceCall } from '@cobber/kit';
import { TEST_IDENTITY_SECRET, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type QuotesWorld } from '../testing/services.ts';

describe('GET /internal/quotes/:id, for the other services', () => {
  let world: QuotesWorld;
  let sam: Awaited<ReturnType<QuotesWorld['owner']>>;
  let zoe: { clientId: string; clientName: string; clientEmail: string };
  beforeAll(async () => {
    world = await startQuotesWorld();
    sam = await world.owner();
    const client = await sam.business('POST', '/api/clients', { name: 'Zoe Nguyen', email: 'zoe@example.com' });
    zoe = { clientId: client.body.id, clientName: 'Zoe Nguyen', clientEmail: 'zoe@example.com' };
  });
  afterAll(() => world.stop());

  const ask = (quoteId: string, headers: Record<string, string>) => fetch(`${world.quotesUrl}${currentQuotePath(quoteId)}`, { headers });
  const asService = () => ({ [SERVICE_CALL_HEADER]: signServiceCall('invoices', TEST_IDENTITY_SECRET) });

  it('answers the quote as it stands now: lines, revision, status and acceptance', async () => {
    const made = await sam.quotes('POST', '/api/quotes', { ...zoe, title: 'Kitchen downlights', items: SAMPLE_ITEMS });
    const items = (await sam.quotes('GET', `/api/quotes/${made.body.id}/items`)).body;
    await sam.quotes('PATCH', `/api/quotes/${made.body.id}/items/${items[0].id}`, { unitPrice: 100 });
    await sam.quotes('POST', `/api/quotes/${made.body.id}/send`);
    await sam.quotes('PATCH', `/api/quotes/${made.body.id}/public/approve`);

    const response = await ask(made.body.id, asService());
    expect(response.status).toBe(200);
    const quote = CurrentQuote.parse(await response.json());
    expect(quote).toMatchObject({ id: made.body.id, ownerId: sam.id, status: 'approved', revision: 2, subtotal: '464.70', totalAmount: '511.17' });
    expect(quote.items.map((item) => item.unitPrice)).toEqual(['100.00', '24.95', '15.00']);
    expect(quote.acceptance).toMatchObject({ revision: 2, totalAmount: '511.17' });
  });

  it("refuses anything but a service's signed call: none, the owner's own identity, another secret", async () => {
    const made = await sam.quotes('POST', '/api/quotes', { ...zoe, title: 'Switchboard', items: SAMPLE_ITEMS });
    expect((await ask(made.body.id, {})).status).toBe(401);
    expect((await ask(made.body.id, { [IDENTITY_HEADER]: signIdentity(testOwner(), TEST_IDENTITY_SECRET) })).status).toBe(401);
    expect((await ask(made.body.id, { [SERVICE_CALL_HEADER]: signServiceCall('invoices', 'another-secret-that-is-long-enough') })).status).toBe(401);
  });

  it('is not reached by an /api path that would resolve to it (what the gateway forwards)', async () => {
    const made = await sam.quotes('POST', '/api/quotes', { ...zoe, title: 'Gate', items: SAMPLE_ITEMS });
    const status = await new Promise<number>((resolve, reject) => {
      const path = `/api/quotes/../..${currentQuotePath(made.body.id)}`;
      request(new URL(world.quotesUrl), { path, headers: asService() }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(404);
  });

  it('answers 404 for a quote that does not exist and an id that is not one', async () => {
    expect((await ask(crypto.randomUUID(), asService())).status).toBe(404);
    expect((await ask('not-an-id', asService())).status).toBe(404);
  });
});
