import { apiClient, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesWorld, until, type QuotesWorld } from '../testing/services.ts';

describe('the business as the quotes service knows it', () => {
  let world: QuotesWorld;
  beforeAll(async () => {
    world = await startQuotesWorld();
  });
  afterAll(() => world.stop());

  it("keeps its time zone and gives it to the client's page", async () => {
    const owner = await world.owner();
    const quote = (await owner.quotes('POST', '/api/quotes', { clientName: 'Zoe Nguyen', clientEmail: 'zoe@example.com', title: 'Downlights' })).body;
    expect((await owner.quotes('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    const publicQuote = () => apiClient(world.quotesUrl, null)('GET', `/api/quotes/${quote.id}/public`);
    expect((await publicQuote()).body.business.timeZone).toBe('Australia/Sydney');

    const { body: business } = await owner.business('GET', '/api/business');
    await owner.business('PATCH', `/api/business/${business.id}`, { timeZone: 'Australia/Perth' });
    await until(async () => (await world.quotes.db('businesses').where('owner_id', owner.id).first()).time_zone === 'Australia/Perth');
    expect((await publicQuote()).body.business.timeZone).toBe('Australia/Perth');
  });

  it('prices a quote made while its business is still on the way with the GST that arrives', async () => {
    const businessUrl = world.businessUrl;
    const owners = Array.from({ length: 12 }, () => testOwner());
    const quotes = await Promise.all(
      owners.map(async (who) => {
        const client = (await apiClient(businessUrl, who)('POST', '/api/clients', { name: 'Zoe Nguyen', email: 'zoe@example.com' })).body;
        const business = apiClient(businessUrl, who)('POST', '/api/business', { name: 'Race Electrical', applyGST: true });
        const quote = apiClient(world.quotesUrl, who)('POST', '/api/quotes', {
          clientId: client.id,
          clientName: 'Zoe Nguyen',
          clientEmail: 'zoe@example.com',
          title: 'Downlights',
          items: [{ description: 'Electrician', quantity: 1, unitPrice: 100, type: 'labor' }],
        });
        expect((await business).status).toBe(201);
        const made = await quote;
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        return { who, id: made.body.id as string };
      }),
    );
    for (const { who } of quotes) await until(async () => Boolean(await world.quotes.db('businesses').where('owner_id', who.id).first()));
    await world.bus.settled();
    const taxes = await Promise.all(quotes.map(async ({ who, id }) => (await apiClient(world.quotesUrl, who)('GET', `/api/quotes/${id}`)).body.taxAmount));
    expect(taxes).toEqual(quotes.map(() => '10.00'));
  });
});
