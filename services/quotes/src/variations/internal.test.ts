import { QuoteVariations, quoteVariationsPath } from '@cobber/contracts';
import { IDENTITY_HEADER, SERVICE_CALL_HEADER, signIdentity, signServiceCall } from '@cobber/kit';
import { apiClient, TEST_IDENTITY_SECRET, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type QuotesWorld, type TestOwner } from '../testing/services.ts';
import { SIGNATURE } from '../testing/signature.ts';
import { acceptedJob, SECOND_BASIN, TILE_CREDIT } from './testing/job.ts';

describe('GET /internal/quotes/:id/variations, for what bills the job', () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  beforeAll(async () => {
    world = await startQuotesWorld();
    sam = await world.owner();
  });
  afterAll(() => world.stop());

  const ask = (quoteId: string, headers: Record<string, string>) => fetch(`${world.quotesUrl}${quoteVariationsPath(quoteId)}`, { headers });
  const asService = () => ({ [SERVICE_CALL_HEADER]: signServiceCall('invoices', TEST_IDENTITY_SECRET) });

  it('answers a quote without variations with an empty list', async () => {
    const made = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Kitchen downlights', items: SAMPLE_ITEMS });
    const response = await ask(made.body.id, asService());
    expect(response.status).toBe(200);
    expect(QuoteVariations.parse(await response.json())).toEqual({ variations: [] });
  });

  it('answers every variation with its status and money, an approved one with when', async () => {
    const job = await acceptedJob(sam);
    const basin = (await sam.quotes('POST', `/api/quotes/${job.id}/variations`, SECOND_BASIN)).body;
    await sam.quotes('POST', `/api/quotes/${job.id}/variations`, TILE_CREDIT);
    await sam.quotes('POST', `/api/variations/${basin.id}/send`);
    await apiClient(world.quotesUrl, null)('PATCH', `/api/variations/${basin.id}/public/approve`, { signature: SIGNATURE });
    const answer = QuoteVariations.parse(await (await ask(job.id, asService())).json());
    expect(answer.variations).toEqual([
      { id: basin.id, number: 'V1', title: 'Second basin', status: 'approved', subtotal: '420.00', taxAmount: '42.00', total: '462.00', approvedAt: expect.any(String) },
      { id: expect.any(String), number: 'V2', title: 'Client supplies tiles', status: 'draft', subtotal: '-85.00', taxAmount: '-8.50', total: '-93.50', approvedAt: null },
    ]);
  });

  it("refuses anything but a service's signed call", async () => {
    const made = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Switchboard', items: SAMPLE_ITEMS });
    expect((await ask(made.body.id, {})).status).toBe(401);
    expect((await ask(made.body.id, { [IDENTITY_HEADER]: signIdentity(testOwner(), TEST_IDENTITY_SECRET) })).status).toBe(401);
  });

  it('answers 404 for a quote that does not exist and an id that is not one', async () => {
    expect((await ask(crypto.randomUUID(), asService())).status).toBe(404);
    expect((await ask('not-an-id', asService())).status).toBe(404);
  });
});
