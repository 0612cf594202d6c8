import { apiClient } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesWorld, until, type QuotesWorld } from '../test-services.ts';

describe('the business as the quotes service knows it', () => {
  let world: QuotesWorld;
  beforeAll(async () => {
    world = await startQuotesWorld();
  });
  afterAll(() => world.stop());

  it("keeps its time zone and gives it to the client's page", async () => {
    const owner = await world.owner();
    const quote = (await owner.quotes('POST', '/api/quotes', { clientName: 'Zoe Nguyen', clientEmail: 'zoe@example.com', title: 'Downlights' })).body;
    const publicQuote = () => apiClient(world.quotesUrl, null)('GET', `/api/quotes/${quote.id}/public`);
    expect((await publicQuote()).body.business.timeZone).toBe('Australia/Sydney');

    const { body: business } = await owner.business('GET', '/api/business');
    await owner.business('PATCH', `/api/business/${business.id}`, { timeZone: 'Australia/Perth' });
    await until(async () => (await world.quotes.db('businesses').where('owner_id', owner.id).first()).time_zone === 'Australia/Perth');
    expect((await publicQuote()).body.business.timeZone).toBe('Australia/Perth');
  });
});
