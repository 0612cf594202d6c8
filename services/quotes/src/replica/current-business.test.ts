import { QuoteDraft } from '@cobber/contracts';
import { createLogger } from '@cobber/kit';
import { findBusiness } from '@cobber/documents';
import { TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type QuotesWorld, type TestOwner } from '../testing/services.ts';
import { currentBusiness } from './business.ts';

/** 3 × 90 + 6 × 24.95 + 15 = 434.70 before GST. */
const NEW_QUOTE = { title: 'Downlights', items: SAMPLE_ITEMS };

describe('the business as saved a moment ago, where quotes are drafted and priced', () => {
  let world: QuotesWorld;
  beforeAll(async () => {
    world = await startQuotesWorld();
  });
  afterAll(() => world.stop());

  const businessOf = async (owner: TestOwner) => (await owner.business('GET', '/api/business')).body as { id: string };
  const eventTypes = async (id: string) => (await world.quotes.db('outbox').where('key', id).orderBy('seq').select('envelope')).map((row) => row.envelope.type as string);

  it('drafts labour at the rate saved just before, however far behind the replica is', async () => {
    const sam = await world.owner({ applyGST: false });
    const business = await businessOf(sam);
    expect((await sam.business('PATCH', `/api/business/${business.id}`, { defaultHourlyRate: 123 })).status).toBe(200);
    const draft = QuoteDraft.parse((await sam.quotes('POST', '/api/generate-quote', { jobDescription: 'Install two smoke alarms in the hallway' })).body);
    expect(draft.labour.length).toBeGreaterThan(0);
    expect(draft.labour.every((line) => line.rate === 123 && line.source === 'business_rate')).toBe(true);
  });

  it('prices a quote made just after GST was switched on with GST, in one event, and reprices the drafts made before', async () => {
    const sam = await world.owner({ applyGST: false });
    const earlier = (await sam.quotes('POST', '/api/quotes', { ...sam.client, ...NEW_QUOTE })).body as { id: string; taxAmount: string };
    expect(earlier.taxAmount).toBe('0.00');
    const business = await businessOf(sam);
    expect((await sam.business('PATCH', `/api/business/${business.id}`, { applyGST: true })).status).toBe(200);

    const made = await sam.quotes('POST', '/api/quotes', { ...sam.client, ...NEW_QUOTE });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ subtotal: '434.70', taxAmount: '43.47', totalAmount: '478.17' });

    // Once the business's event has reached the quotes service too.
    await world.bus.settled();
    await expect.poll(async () => (await sam.quotes('GET', `/api/quotes/${earlier.id}`)).body.taxAmount).toBe('43.47');
    expect(await eventTypes(earlier.id)).toEqual(['quote.created', 'quote.updated']);
    expect(await eventTypes(made.body.id)).toEqual(['quote.created']);
    expect((await sam.quotes('GET', `/api/quotes/${made.body.id}`)).body).toMatchObject({ taxAmount: '43.47', revision: made.body.revision });
  });

  it('prices a copy made just after GST was switched on with GST', async () => {
    const sam = await world.owner({ applyGST: false });
    const quote = (await sam.quotes('POST', '/api/quotes', { ...sam.client, ...NEW_QUOTE })).body as { id: string };
    const business = await businessOf(sam);
    expect((await sam.business('PATCH', `/api/business/${business.id}`, { applyGST: true })).status).toBe(200);
    const copy = await sam.quotes('POST', `/api/quotes/${quote.id}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ subtotal: '434.70', taxAmount: '43.47' });
  });

  it('prices lines changed just after GST was switched off without it', async () => {
    const sam = await world.owner({ applyGST: true });
    const quote = (await sam.quotes('POST', '/api/quotes', { ...sam.client, ...NEW_QUOTE })).body as { id: string };
    const business = await businessOf(sam);
    expect((await sam.business('PATCH', `/api/business/${business.id}`, { applyGST: false })).status).toBe(200);
    const saved = await sam.quotes('PATCH', `/api/quotes/${quote.id}`, { items: [{ description: 'Electrician', quantity: 2, unitPrice: '100.00', type: 'labor' }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ subtotal: '200.00', taxAmount: '0.00', totalAmount: '200.00' });
    // However the business's event and the change met, the quote ends priced without GST.
    await world.bus.settled();
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body).toMatchObject({ subtotal: '200.00', taxAmount: '0.00' });
  });

  it('prices from the replica when the business service does not answer', async () => {
    const sam = await world.owner({ applyGST: true });
    const unreachable = currentBusiness(world.quotes.db, { url: 'http://127.0.0.1:9', identitySecret: TEST_IDENTITY_SECRET, logger: createLogger('test', 'silent') });
    const known = await unreachable({ id: sam.id, email: 'sam@example.com', firstName: 'Sam', emailConfirmed: true });
    expect(known).toEqual(await findBusiness(world.quotes.db, sam.id));
    expect(known).toMatchObject({ name: 'Sparks Electrical', applyGST: true });
  });
});
