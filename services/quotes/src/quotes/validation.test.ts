import { ItemMessages, QuoteMessages } from '@cobber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

describe('quotes API: bad input answers 400 naming the field, and writes nothing', () => {
  let world: QuotesWorld;
  let sam: Api;
  let quoteId: string;
  let client: TestOwner['client'];

  beforeAll(async () => {
    world = await startQuotesWorld();
    ({ quotes: sam, client } = await world.owner());
    quoteId = (await sam('POST', '/api/quotes', { ...client, title: 'Valid', items: [] })).body.id;
  });
  afterAll(() => world.stop());

  const line = { description: 'Labour', quantity: 1, unitPrice: 90, type: 'labor' };
  // A bad body is refused before its client is looked up: any id will do here.
  const ANY = { ...CLIENT, clientId: crypto.randomUUID() };
  const cases: [string, string, (id: string) => string, Record<string, unknown>, string, string][] = [
    ['quote without title', 'POST', () => '/api/quotes', { ...ANY, title: '' }, 'title', QuoteMessages.titleRequired],
    ['quote without client name', 'POST', () => '/api/quotes', { ...ANY, clientName: ' ', title: 'T' }, 'clientName', QuoteMessages.clientNameRequired],
    ['quote with a bad email', 'POST', () => '/api/quotes', { ...ANY, clientEmail: 'nope', title: 'T' }, 'clientEmail', 'Valid email is required'],
    ['quote with items but no client', 'POST', () => '/api/quotes', { ...ANY, clientId: undefined, title: 'T', items: [] }, 'clientId', QuoteMessages.selectClient],
    ['line without description', 'POST', () => '/api/quotes', { ...ANY, title: 'T', items: [{ ...line, description: '' }] }, 'items.0.description', ItemMessages.descriptionRequired],
    ['line with zero quantity', 'POST', () => '/api/quotes', { ...ANY, title: 'T', items: [{ ...line, quantity: 0 }] }, 'items.0.quantity', ItemMessages.quantity],
    ['line with a price of text', 'POST', () => '/api/quotes', { ...ANY, title: 'T', items: [{ ...line, unitPrice: 'lots' }] }, 'items.0.unitPrice', ItemMessages.unitPrice],
    ['line typed deposit', 'POST', () => '/api/quotes', { ...ANY, title: 'T', items: [{ ...line, type: 'deposit' }] }, 'items.0.type', 'Choose labour, materials or other'],
    ['unknown field', 'POST', () => '/api/quotes', { ...ANY, title: 'T', ownerId: 'x' }, 'ownerId', 'Unknown field: ownerId'],
    ['oversized title', 'POST', () => '/api/quotes', { ...ANY, title: 'x'.repeat(300) }, 'title', 'Must be at most 200 characters'],
    ['edit with empty title', 'PATCH', (id) => `/api/quotes/${id}`, { title: '' }, 'title', QuoteMessages.editTitleRequired],
    ['edit with a bad email', 'PATCH', (id) => `/api/quotes/${id}`, { clientEmail: 'bad' }, 'clientEmail', QuoteMessages.editEmailInvalid],
    ['edit with travel past a line\'s limit', 'PATCH', (id) => `/api/quotes/${id}`, { includeTravel: true, travelDistance: '100000', costPerKm: 43702.68 }, 'costPerKm', QuoteMessages.travelTooLarge],
    ['item edit with negative rate', 'PATCH', (id) => `/api/quotes/${id}/items/0`, { unitPrice: -5 }, 'unitPrice', ItemMessages.unitPrice],
    ['new line without quote', 'POST', () => '/api/quote-items', { ...line }, 'quoteId', 'Unknown quote'],
    ['deposit empty', 'POST', (id) => `/api/quotes/${id}/deposit`, { amount: '' }, 'amount', QuoteMessages.depositRequired],
    ['deposit zero', 'POST', (id) => `/api/quotes/${id}/deposit`, { amount: 0 }, 'amount', QuoteMessages.depositInvalid],
    ['deposit not a number', 'POST', (id) => `/api/quotes/${id}/deposit`, { amount: 'half' }, 'amount', QuoteMessages.depositInvalid],
  ];

  it.each(cases)('%s', async (_label, method, path, body, field, message) => {
    const before = (await sam('GET', '/api/quotes')).body.length;
    const { status, body: answer } = await sam(method, path(quoteId), body);
    expect(status).toBe(400);
    expect(answer.error.fields[field]).toBe(message);
    expect((await sam('GET', '/api/quotes')).body).toHaveLength(before);
    expect((await sam('GET', `/api/quotes/${quoteId}`)).body.title).toBe('Valid');
  });

  it('answers invalid JSON and a too-large body without a 5xx', async () => {
    expect((await sam('POST', '/api/quotes', '{"title":', { 'content-type': 'application/json' })).status).toBe(400);
    const many = Array.from({ length: 101 }, () => line);
    const tooMany = await sam('POST', '/api/quotes', { ...ANY, title: 'T', items: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.items).toBe(QuoteMessages.tooManyItems);
    const huge = await sam('POST', '/api/quotes', JSON.stringify({ ...ANY, title: 'T', description: 'x'.repeat(300_000) }), { 'content-type': 'application/json' });
    expect(huge.status).toBe(413);
  });
});
