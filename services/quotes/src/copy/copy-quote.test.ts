import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

describe('POST /api/quotes/:id/copy', () => {
  let world: QuotesWorld;
  let sam: Api;
  let alex: Api;
  let client: TestOwner['client'];
  const linesOf = async (id: string) =>
    ((await sam('GET', `/api/quotes/${id}/items`)).body as { description: string; quantity: string; unitPrice: string; type: string; id: string }[]).map(
      ({ description, quantity, unitPrice, type }) => ({ description, quantity, unitPrice, type }),
    );

  beforeAll(async () => {
    world = await startQuotesWorld();
    ({ quotes: sam, client } = await world.owner());
    ({ quotes: alex } = await world.owner());
  });
  afterAll(() => world.stop());

  const sentQuote = async () => {
    const body = { ...client, title: 'Kitchen downlights', items: SAMPLE_ITEMS, includeTravel: true, travelDistance: 12, costPerKm: '1.20', deposit: 50 };
    const quote = (await sam('POST', '/api/quotes', body)).body;
    expect((await sam('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    return quote;
  };

  it('makes a new draft for the same client with the same lines and travel, its own number, and no deposit request', async () => {
    const original = await sentQuote();
    const copied = await sam('POST', `/api/quotes/${original.id}/copy`);
    expect(copied.status).toBe(201);
    const copy = copied.body;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      title: 'Copy of Kitchen downlights',
      status: 'draft',
      clientId: client.clientId,
      clientName: client.clientName,
      clientEmail: client.clientEmail,
      includeTravel: true,
      travelDistance: '12.00',
      costPerKm: '1.20',
      travelCost: original.travelCost,
      subtotal: original.subtotal,
      totalAmount: original.totalAmount,
      revision: 1,
    });
    expect(Number(copy.quoteNumber.slice(2))).toBe(Number(original.quoteNumber.slice(2)) + 1);
    const originalLines = (await linesOf(original.id)).filter((line) => line.type !== 'deposit');
    expect(await linesOf(copy.id)).toEqual(originalLines);
    expect(copy.money.depositRequested).toBeNull();
    expect((await sam('GET', `/api/quotes/${original.id}`)).body.status).toBe('sent');
    const history = (await sam('GET', `/api/quotes/${copy.id}/history`)).body;
    expect(history[0].description).toBe(`Quote copied from ${original.quoteNumber} for ${client.clientName}`);
  });

  it('keeps a 200-character title at 200 characters', async () => {
    const long = (await sam('POST', '/api/quotes', { ...client, title: 'T'.repeat(200), items: SAMPLE_ITEMS })).body;
    const copy = (await sam('POST', `/api/quotes/${long.id}/copy`)).body;
    expect(copy.title).toBe(`Copy of ${'T'.repeat(192)}`);
  });

  it('makes one copy for one Idempotency-Key, however often it is sent', async () => {
    const original = await sentQuote();
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const answers = await Promise.all([1, 2, 3].map(() => sam('POST', `/api/quotes/${original.id}/copy`, undefined, key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const list = (await sam('GET', '/api/quotes')).body as { id: string }[];
    expect(list.filter((q) => q.id === answers[0]!.body.id)).toHaveLength(1);
  });

  it("answers 404 for another owner's quote and copies nothing", async () => {
    const original = await sentQuote();
    const before = ((await alex('GET', '/api/quotes')).body as unknown[]).length;
    const refused = await alex('POST', `/api/quotes/${original.id}/copy`);
    expect(refused.status).toBe(404);
    expect((await alex('GET', '/api/quotes')).body).toHaveLength(before);
  });
});
