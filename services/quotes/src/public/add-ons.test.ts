import { apiClient } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesWorld, until, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

const LINES = [
  { description: 'Replace gutters', quantity: 1, unitPrice: 1000, type: 'labor' },
  { description: 'Gutter guard', quantity: 1, unitPrice: 300, type: 'materials', optional: true },
  { description: 'Downpipe', quantity: 1, unitPrice: 200, type: 'materials', optional: true },
];

describe('add-ons the client picks', () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  let alex: TestOwner;
  let client: Api;
  beforeAll(async () => {
    world = await startQuotesWorld();
    sam = await world.owner({ applyGST: true });
    alex = await world.owner();
    client = apiClient(world.quotesUrl, null);
  });
  afterAll(() => world.stop());


  it('keeps add-ons out of the total until chosen; the page shows each with its amount', async () => {
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Gutters', items: LINES });
    expect(quote).toMatchObject({ subtotal: '1000.00', taxAmount: '100.00', totalAmount: '1100.00' });
    await sam.quotes('POST', `/api/quotes/${quote.id}/send`);
    const page = (await client('GET', `/api/quotes/${quote.id}/public`)).body;
    expect(page.items.map((item: { optional?: boolean; totalPrice: string }) => [item.totalPrice, item.optional ?? false])).toEqual([
      ['1000.00', false],
      ['300.00', true],
      ['200.00', true],
    ]);
    expect(page.business).toMatchObject({ applyGST: true, quoteTerms: null, requireSignature: false });
  });

  it('bills the base and the add-ons chosen: the quote total, its acceptance and its event', async () => {
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Gutters', items: LINES });
    await sam.quotes('POST', `/api/quotes/${quote.id}/send`);
    const guard = (await client('GET', `/api/quotes/${quote.id}/public`)).body.items[1].id;
    const approved = await client('PATCH', `/api/quotes/${quote.id}/public/approve`, { optionalItemIds: [guard] });
    expect(approved.status).toBe(200);
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body).toMatchObject({ subtotal: '1300.00', taxAmount: '130.00', totalAmount: '1430.00' });
    const history = (await sam.quotes('GET', `/api/quotes/${quote.id}/history`)).body;
    const approval = history.find((entry: { changeType: string }) => entry.changeType === 'approved');
    expect(approval.description).toBe('Zoe Nguyen accepted the quote with the add-on Gutter guard');
    expect(approval.acceptance).toMatchObject({ totalAmount: '1430.00', taxAmount: '130.00', optionalItemIds: [guard], signature: null });
    const page = (await client('GET', `/api/quotes/${quote.id}/public`)).body;
    expect(page.items.map((item: { chosen?: boolean }) => item.chosen)).toEqual([undefined, true, false]);
    await until(() => world.events.some((e) => e.type === 'quote.approved' && e.key === quote.id));
    const event = world.events.find((e) => e.type === 'quote.approved' && e.key === quote.id)!;
    expect(event.data).toMatchObject({ totalAmount: '1430.00', acceptance: { optionalItemIds: [guard] } });
    expect((event.data as { items: { optional: boolean }[] }).items.map((item) => item.optional)).toEqual([false, true, true]);
    // A later change of words keeps the chosen total.
    expect((await sam.quotes('PATCH', `/api/quotes/${quote.id}/items/0`, { description: 'Replace all gutters' })).status).toBe(200);
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body.totalAmount).toBe('1430.00');
  });

  it("chooses none with the spec's empty body", async () => {
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Gutters', items: LINES });
    await sam.quotes('POST', `/api/quotes/${quote.id}/send`);
    expect((await client('PATCH', `/api/quotes/${quote.id}/public/approve`)).status).toBe(200);
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body.totalAmount).toBe('1100.00');
  });

  it('refuses an id that is not an add-on of this quote (400 naming optionalItemIds) and changes nothing', async () => {
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Gutters', items: LINES });
    const { body: other } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Other', items: LINES });
    await sam.quotes('POST', `/api/quotes/${quote.id}/send`);
    const base = (await client('GET', `/api/quotes/${quote.id}/public`)).body.items[0].id;
    const othersAddOn = (await sam.quotes('GET', `/api/quotes/${other.id}/items`)).body[1].id;
    for (const ids of [[othersAddOn], [base], ['not-a-uuid']]) {
      const refused = await client('PATCH', `/api/quotes/${quote.id}/public/approve`, { optionalItemIds: ids });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toHaveProperty('optionalItemIds');
    }
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body).toMatchObject({ status: 'sent', totalAmount: '1100.00' });
  });

  it('switches a line to an add-on on the edit (history says so) and an approved quote keeps its add-ons', async () => {
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Gutters', items: LINES.slice(0, 1) });
    const [line] = (await sam.quotes('GET', `/api/quotes/${quote.id}/items`)).body;
    const edited = await sam.quotes('PATCH', `/api/quotes/${quote.id}`, { items: [{ id: line.id }, { ...LINES[1] }] });
    expect(edited.status).toBe(200);
    expect(edited.body.totalAmount).toBe('1100.00');
    const switched = await sam.quotes('PATCH', `/api/quotes/${quote.id}/items/1`, { optional: false });
    expect(switched.body.optional).toBe(false);
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body.totalAmount).toBe('1430.00');
    const history = (await sam.quotes('GET', `/api/quotes/${quote.id}/history`)).body;
    expect(history[0]).toMatchObject({ fieldChanged: 'Item 2 add-on', oldValue: 'Yes', newValue: 'No' });
    expect((await sam.quotes('PATCH', `/api/quotes/${quote.id}/items/1`, { optional: 'yes' })).body.error.fields.optional).toBe('Add-on must be true or false');
  });

  it("answers 404 for another owner's quote items and history", async () => {
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Gutters', items: LINES });
    expect((await alex.quotes('PATCH', `/api/quotes/${quote.id}/items/1`, { optional: false })).status).toBe(404);
    expect((await alex.quotes('GET', `/api/quotes/${quote.id}/history`)).status).toBe(404);
    expect((await alex.quotes('PATCH', `/api/quotes/${quote.id}`, { items: [] })).status).toBe(404);
  });
});
