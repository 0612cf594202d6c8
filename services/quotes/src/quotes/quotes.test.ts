import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

describe('quotes API: totals, items and history', () => {
  let world: QuotesWorld;
  let sam: Api;
  let noGst: Api;
  let alex: Api;
  let samClient: TestOwner['client'];
  let noGstClient: TestOwner['client'];

  beforeAll(async () => {
    world = await startQuotesWorld();
    ({ quotes: sam, client: samClient } = await world.owner({ applyGST: true }));
    ({ quotes: noGst, client: noGstClient } = await world.owner({ applyGST: false }));
    alex = (await world.owner()).quotes;
  });
  afterAll(() => world.stop());

  const fullQuote = (client: TestOwner['client']) => ({ ...client, title: 'Kitchen downlights', description: 'Swap halogens for LEDs', includeTravel: true, travelDistance: 20, costPerKm: 1.5, items: SAMPLE_ITEMS });

  it('creates a quote with its items in one call; the server computes every total (GST on)', async () => {
    const { status, body } = await sam('POST', '/api/quotes', fullQuote(samClient));
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'draft', quoteNumber: 'Q-0001', travelCost: '30.00', subtotal: '464.70', taxAmount: '46.47', totalAmount: '511.17' });
    const items = (await sam('GET', `/api/quotes/${body.id}/items`)).body;
    expect(items.map((i: { totalPrice: string }) => i.totalPrice)).toEqual(['270.00', '149.70', '15.00']);
    expect(items.map((i: { quantity: string }) => i.quantity)).toEqual(['3.00', '6.00', '1.00']);
  });

  it('charges no GST when the business does not apply it', async () => {
    const { body } = await noGst('POST', '/api/quotes', fullQuote(noGstClient));
    expect(body).toMatchObject({ subtotal: '464.70', taxAmount: '0.00', totalAmount: '464.70' });
  });

  it('builds a quote the spec way (POST /api/quotes then one POST /api/quote-items per line), ignoring client totals', async () => {
    const created = await sam('POST', '/api/quotes', { ...samClient, title: 'Switchboard', description: '', totalAmount: '1.00', status: 'approved', includeTravel: false, travelDistance: 0, costPerKm: 0, travelCost: '999.00' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', totalAmount: '0.00', quoteNumber: 'Q-0002' });
    for (const item of SAMPLE_ITEMS) {
      const added = await sam('POST', '/api/quote-items', { quoteId: created.body.id, ...item, detailedDescription: '', totalPrice: '0.01' });
      expect(added.status).toBe(201);
    }
    const quote = (await sam('GET', `/api/quotes/${created.body.id}`)).body;
    expect(quote).toMatchObject({ subtotal: '434.70', taxAmount: '43.47', totalAmount: '478.17' });
  });

  it('lists the owner’s quotes newest first with the dashboard fields', async () => {
    const { body } = await sam('GET', '/api/quotes');
    expect(body.map((q: { quoteNumber: string }) => q.quoteNumber)).toEqual(['Q-0002', 'Q-0001']);
    expect(body[0]).toEqual({
      id: expect.any(String),
      quoteNumber: 'Q-0002',
      clientName: 'Zoe Nguyen',
      title: 'Switchboard',
      totalAmount: '478.17',
      status: 'draft',
      createdAt: expect.stringMatching(/Z$/),
      invoiceId: null,
      invoiceNumber: null,
      money: { depositRequested: null, depositPaid: '0.00', depositPaidAt: null, invoice: null },
    });
    const dates = body.map((q: { createdAt: string }) => q.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await alex('GET', '/api/quotes')).body).toEqual([]);
  });

  it('records each changed field of an edit with old and new values', async () => {
    const { body: quote } = await sam('POST', '/api/quotes', fullQuote(samClient));
    const edited = await sam('PATCH', `/api/quotes/${quote.id}`, { title: 'Kitchen + hallway downlights', clientName: 'Zoe Nguyen', aiSummary: 'Six LED downlights' });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Kitchen + hallway downlights');
    const history = (await sam('GET', `/api/quotes/${quote.id}/history`)).body;
    expect(history.map((h: { changeType: string }) => h.changeType).sort()).toEqual(['created', 'updated', 'updated']);
    expect(history).toContainEqual(expect.objectContaining({ fieldChanged: 'Title', oldValue: 'Kitchen downlights', newValue: 'Kitchen + hallway downlights' }));
    expect(history).toContainEqual(expect.objectContaining({ fieldChanged: 'Summary', oldValue: null, newValue: 'Six LED downlights' }));
  });

  it('edits a line by id or by position and recomputes the totals', async () => {
    const { body: quote } = await sam('POST', '/api/quotes', fullQuote(samClient));
    const items = (await sam('GET', `/api/quotes/${quote.id}/items`)).body;
    const byId = await sam('PATCH', `/api/quotes/${quote.id}/items/${items[0].id}`, { description: 'Install LED downlights', quantity: 4, unitPrice: '90.00', type: 'labor', totalPrice: '1.00' });
    expect(byId.status).toBe(200);
    expect(byId.body.totalPrice).toBe('360.00');
    const byPosition = await sam('PATCH', `/api/quotes/${quote.id}/items/2`, { unitPrice: 20 });
    expect(byPosition.body).toMatchObject({ description: 'Disposal', totalPrice: '20.00' });
    const after = (await sam('GET', `/api/quotes/${quote.id}`)).body;
    expect(after).toMatchObject({ subtotal: '559.70', taxAmount: '55.97', totalAmount: '615.67' });
    const history = (await sam('GET', `/api/quotes/${quote.id}/history`)).body;
    expect(history).toContainEqual(expect.objectContaining({ fieldChanged: 'Item 1 quantity', oldValue: '3.00', newValue: '4.00' }));
    expect(history).toContainEqual(expect.objectContaining({ fieldChanged: 'Item 3 rate', oldValue: '15.00', newValue: '20.00' }));
    expect((await sam('PATCH', `/api/quotes/${quote.id}/items/9`, { unitPrice: 20 })).status).toBe(404);
  });

  it('writes a quote event with the whole quote for every change', async () => {
    const { body: quote } = await sam('POST', '/api/quotes', fullQuote(samClient));
    await sam('PATCH', `/api/quotes/${quote.id}`, { title: 'Renamed' });
    await world.quotes.relay.idle();
    await expect
      .poll(() => world.events.filter((e) => e.key === quote.id).map((e) => e.type))
      .toEqual(['quote.created', 'quote.updated']);
    const created = world.events.find((e) => e.key === quote.id && e.type === 'quote.created')!;
    expect((created.data as { items: unknown[]; totalAmount: string }).items).toHaveLength(3);
    expect((created.data as { totalAmount: string }).totalAmount).toBe('511.17');
  });
});

describe('the dashboard list', () => {
  let world: QuotesWorld;
  let sam: Api;
  let client: TestOwner['client'];
  beforeAll(async () => {
    world = await startQuotesWorld();
    ({ quotes: sam, client } = await world.owner());
  });
  afterAll(() => world.stop());

  it('answers 304 to a phone that has the current list, and the new list after any change', async () => {
    const { body: quote } = await sam('POST', '/api/quotes', { ...client, title: 'First', items: SAMPLE_ITEMS });
    const first = await sam('GET', '/api/quotes');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await sam('GET', '/api/quotes', undefined, { 'if-none-match': etag })).status).toBe(304);
    await sam('PATCH', `/api/quotes/${quote.id}`, { title: 'Renamed' });
    const changed = await sam('GET', '/api/quotes', undefined, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body[0].title).toBe('Renamed');
    await sam('POST', '/api/quotes', { ...client, title: 'Second', items: [] });
    expect((await sam('GET', '/api/quotes')).body.map((q: { title: string }) => q.title)).toEqual(['Second', 'Renamed']);
  });
});

describe('draft quotes and the GST setting', () => {
  let world: QuotesWorld;
  beforeAll(async () => {
    world = await startQuotesWorld();
  });
  afterAll(() => world.stop());

  it('reprices drafts when the business turns GST on; a sent quote keeps its price', async () => {
    const { quotes: sam, business, client } = await world.owner({ applyGST: false });
    const { body: draft } = await sam('POST', '/api/quotes', { ...client, title: 'Draft', items: SAMPLE_ITEMS });
    const { body: sent } = await sam('POST', '/api/quotes', { ...client, title: 'Sent', items: SAMPLE_ITEMS });
    await sam('POST', `/api/quotes/${sent.id}/send`);
    expect(draft.taxAmount).toBe('0.00');
    const { body: profile } = await business('GET', '/api/business');
    await business('PATCH', `/api/business/${profile.id}`, { applyGST: true });
    await expect.poll(async () => (await sam('GET', `/api/quotes/${draft.id}`)).body.taxAmount).toBe('43.47');
    expect((await sam('GET', `/api/quotes/${sent.id}`)).body).toMatchObject({ taxAmount: '0.00', totalAmount: '434.70' });
  });
});
