import { QuoteDraft, QuoteMessages } from '@cobber/contracts';
import { apiClient } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../test-services.ts';

describe('POST /api/generate-quote with the built-in drafter', () => {
  let world: QuotesWorld;
  let sam: Api;
  let client: TestOwner['client'];
  beforeAll(async () => {
    world = await startQuotesWorld();
    ({ quotes: sam, client } = await world.owner());
  });
  afterAll(() => world.stop());

  it('drafts from the job notes at the business’s rate and follows the tradie’s own recent prices', async () => {
    await sam('POST', '/api/quotes', { ...client, title: 'Earlier job', items: [{ description: 'Smoke alarm', quantity: 1, unitPrice: '111.11', type: 'materials' }] });
    const { status, body } = await sam('POST', '/api/generate-quote', { jobDescription: 'Install 3 new power points and replace 2 smoke alarms in a house 30 km away' });
    expect(status).toBe(200);
    const draft = QuoteDraft.parse(body);
    expect(draft.labour.length).toBeGreaterThan(0);
    expect(draft.labour.every((line) => line.rate === 90)).toBe(true);
    expect(draft.travel).toContain('30');
    const alarm = draft.materials.find((m) => /smoke alarm/i.test(m.item));
    expect(alarm).toMatchObject({ quantity: 2, unit_cost: 111.11 });
  });

  it('asks for a detailed description (400) and needs a signed-in owner', async () => {
    const short = await sam('POST', '/api/generate-quote', { jobDescription: 'fix it' });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.jobDescription).toBe(QuoteMessages.jobDescription);
    expect((await apiClient(world.quotesUrl, null)('POST', '/api/generate-quote', { jobDescription: 'Install a ceiling fan' })).status).toBe(401);
  });
});
