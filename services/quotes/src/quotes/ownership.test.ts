import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotesConsumer } from '../replica/consumer.ts';
import { SAMPLE_ITEMS, startQuotesWorld, type QuotesWorld, type TestOwner } from '../testing/services.ts';

const noSuch = (field: string, message: string) => ({ error: { code: 'not_found', message, fields: { [field]: message } } });

describe("ids in a body are the owner's own", () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  let alex: TestOwner;
  beforeAll(async () => {
    world = await startQuotesWorld();
    [sam, alex] = [await world.owner(), await world.owner()];
  });
  afterAll(() => world.stop());

  const quoteCount = async (owner: TestOwner) => (await owner.quotes('GET', '/api/quotes')).body.length as number;

  it("refuses another owner's client, or one nobody has, on a new quote: 404 naming clientId, nothing made", async () => {
    const before = await quoteCount(sam);
    for (const clientId of [alex.client.clientId, crypto.randomUUID()]) {
      const withItems = await sam.quotes('POST', '/api/quotes', { ...sam.client, clientId, title: 'Downlights', items: SAMPLE_ITEMS });
      expect(withItems.status).toBe(404);
      expect(withItems.body).toEqual(noSuch('clientId', 'No such client'));
      const specBody = await sam.quotes('POST', '/api/quotes', { ...sam.client, clientId, title: 'Downlights' });
      expect(specBody.body).toEqual(noSuch('clientId', 'No such client'));
    }
    expect(await quoteCount(sam)).toBe(before);
    expect((await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Downlights', items: SAMPLE_ITEMS })).status).toBe(201);
  });

  it('keeps whose each client is from client.upserted', async () => {
    await world.bus.settled();
    expect(await world.quotes.db('clients').where('id', sam.client.clientId).first()).toEqual({ id: sam.client.clientId, owner_id: sam.id });
  });

  it('takes a client made a moment ago, before its event has reached the quotes service, by asking the business service', async () => {
    await world.bus.unsubscribe('quotes');
    try {
      const client = (await sam.business('POST', '/api/clients', { name: 'Bob Hartley', email: 'bob@example.com' })).body;
      expect(await world.quotes.db('clients').where('id', client.id).first()).toBeUndefined();
      const made = await sam.quotes('POST', '/api/quotes', { clientId: client.id, clientName: 'Bob Hartley', clientEmail: 'bob@example.com', title: 'Fan', items: [] });
      expect(made.status).toBe(201);
      expect(made.body.clientId).toBe(client.id);
      // Asked once: the answer is kept.
      expect(await world.quotes.db('clients').where('id', client.id).first()).toEqual({ id: client.id, owner_id: sam.id });
      const stolen = await alex.quotes('POST', '/api/quotes', { clientId: client.id, clientName: 'Bob Hartley', clientEmail: 'bob@example.com', title: 'Fan', items: [] });
      expect(stolen.body).toEqual(noSuch('clientId', 'No such client'));
    } finally {
      await world.bus.subscribe('quotes', quotesConsumer.handler(world.quotes.db));
    }
  });

  it("refuses a line for another owner's quote: 404 naming quoteId, their quote unchanged", async () => {
    const theirs = (await alex.quotes('POST', '/api/quotes', { ...alex.client, title: 'Switchboard', items: SAMPLE_ITEMS })).body;
    const added = await sam.quotes('POST', '/api/quote-items', { quoteId: theirs.id, ...SAMPLE_ITEMS[0] });
    expect(added.status).toBe(404);
    expect(added.body).toEqual(noSuch('quoteId', 'No such quote'));
    expect((await sam.quotes('POST', '/api/quote-items', { quoteId: crypto.randomUUID(), ...SAMPLE_ITEMS[0] })).body).toEqual(noSuch('quoteId', 'No such quote'));
    expect((await alex.quotes('GET', `/api/quotes/${theirs.id}/items`)).body).toHaveLength(SAMPLE_ITEMS.length);
    expect((await alex.quotes('GET', `/api/quotes/${theirs.id}`)).body.totalAmount).toBe(theirs.totalAmount);
  });
});
