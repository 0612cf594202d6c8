import { apiClient } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

describe('a quote never sent stays private', () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  let client: Api;
  beforeAll(async () => {
    world = await startQuotesWorld();
    sam = await world.owner();
    client = apiClient(world.quotesUrl, null);
  });
  afterAll(() => world.stop());

  const newQuote = async () => (await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Downlights', items: SAMPLE_ITEMS })).body as { id: string };
  const publicCalls = (id: string): [string, string][] => [
    ['GET', `/api/quotes/${id}/public`],
    ['PATCH', `/api/quotes/${id}/public/view`],
    ['PATCH', `/api/quotes/${id}/public/approve`],
    ['PATCH', `/api/quotes/${id}/public/reject`],
  ];

  it('answers 404 on every public call of a draft never sent, as for no quote at all, and changes nothing', async () => {
    const draft = await newQuote();
    for (const [method, path] of publicCalls(draft.id)) {
      const answer = await client(method, path, method === 'PATCH' ? {} : undefined);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Quote not found' } });
    }
    expect((await sam.quotes('GET', `/api/quotes/${draft.id}`)).body.status).toBe('draft');
    expect((await sam.quotes('GET', `/api/quotes/${draft.id}/history`)).body.map((entry: { changeType: string }) => entry.changeType)).toEqual(['created']);
  });

  it('opens once sent; sent and taken back to draft, it still shows as being updated and cannot be answered (409)', async () => {
    const quote = await newQuote();
    expect((await sam.quotes('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    expect((await client('GET', `/api/quotes/${quote.id}/public`)).body.quote).toMatchObject({ status: 'sent', sentAt: expect.any(String) });

    expect((await sam.quotes('PATCH', `/api/quotes/${quote.id}/items/0`, { unitPrice: 95 })).status).toBe(200);
    const updating = await client('GET', `/api/quotes/${quote.id}/public`);
    expect(updating.status).toBe(200);
    expect(updating.body.quote).toMatchObject({ status: 'draft', sentAt: expect.any(String) });
    expect((await client('PATCH', `/api/quotes/${quote.id}/public/view`)).body).toEqual({ status: 'draft' });
    const answered = await client('PATCH', `/api/quotes/${quote.id}/public/approve`, {});
    expect(answered.status).toBe(409);
    expect(answered.body.error.message).toBe('This quote is being updated; it can be accepted once it is sent again');
  });
});
