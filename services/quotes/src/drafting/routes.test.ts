import { QuoteDraft, QuoteMessages } from '@cobber/contracts';
import { apiClient } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

describe('POST /api/generate-quote with the built-in drafter and the price book', () => {
  let world: QuotesWorld;
  let sam: Api;
  let client: TestOwner['client'];
  beforeAll(async () => {
    world = await startQuotesWorld();
    ({ quotes: sam, client } = await world.owner());
  });
  afterAll(() => world.stop());

  it('prices the next draft from what the tradie sent, at the business’s rate, saying where each price came from', async () => {
    const earlier = (await sam('POST', '/api/quotes', { ...client, title: 'Earlier job', items: [{ description: 'Smoke alarm', quantity: 1, unitPrice: '111.11', type: 'materials' }] })).body;
    const job = { jobDescription: 'Install 3 new power points and replace two smoke alarms in a house 30 km away' };
    // A draft priced before the quote goes out knows nothing of it.
    const before = QuoteDraft.parse((await sam('POST', '/api/generate-quote', job)).body);
    expect(before.materials.find((m) => /smoke alarm/i.test(m.item))).toMatchObject({ quantity: 2, unit_cost: 85, source: 'typical' });

    expect((await sam('POST', `/api/quotes/${earlier.id}/send`, {})).status).toBe(200);
    const { status, body } = await sam('POST', '/api/generate-quote', job);
    expect(status).toBe(200);
    const draft = QuoteDraft.parse(body);
    expect(draft.labour.length).toBeGreaterThan(0);
    expect(draft.labour.every((line) => line.rate === 90 && line.source === 'business_rate')).toBe(true);
    expect(draft.travel).toContain('30');
    expect(draft.materials.find((m) => /smoke alarm/i.test(m.item))).toEqual({ item: 'Smoke alarm', quantity: 2, unit_cost: 111.11, source: 'price_book', from: 'two smoke alarms' });
    expect(draft.materials.find((m) => /power point/i.test(m.item))?.source).toBe('typical');

    // Another owner's draft is priced from their own book (empty), not Sam's.
    const ali = (await world.owner({ name: 'Ali Electrical' })).quotes;
    const theirs = QuoteDraft.parse((await ali('POST', '/api/generate-quote', job)).body);
    expect(theirs.materials.find((m) => /smoke alarm/i.test(m.item))).toMatchObject({ unit_cost: 85, source: 'typical' });
  });

  it('leaves a hidden price book item out of drafts', async () => {
    const job = { jobDescription: 'Replace the ceiling fan in the main bedroom' };
    const item = (await sam('POST', '/api/price-book', { description: 'Ceiling fan (Hunter Pacific)', type: 'materials', unitPrice: '310.00' })).body;
    const used = QuoteDraft.parse((await sam('POST', '/api/generate-quote', job)).body);
    expect(used.materials).toContainEqual({ item: 'Ceiling fan (Hunter Pacific)', quantity: 1, unit_cost: 310, source: 'price_book', from: 'ceiling fan' });

    expect((await sam('PATCH', `/api/price-book/${item.id}`, { hidden: true })).status).toBe(200);
    const hidden = QuoteDraft.parse((await sam('POST', '/api/generate-quote', job)).body);
    expect(hidden.materials.map((m) => m.item)).not.toContain('Ceiling fan (Hunter Pacific)');
    expect(hidden.materials.find((m) => /ceiling fan/i.test(m.item))?.source).toBe('typical');
  });

  it('asks for a detailed description (400) and needs a signed-in owner', async () => {
    const short = await sam('POST', '/api/generate-quote', { jobDescription: 'fix it' });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.jobDescription).toBe(QuoteMessages.jobDescription);
    expect((await apiClient(world.quotesUrl, null)('POST', '/api/generate-quote', { jobDescription: 'Install a ceiling fan' })).status).toBe(401);
  });
});
