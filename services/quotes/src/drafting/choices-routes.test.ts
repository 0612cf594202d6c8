import { QuoteDraft } from '@cobber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesWorld, type QuotesWorld, type TestOwner } from '../testing/services.ts';

describe('POST /api/generate-quote drafts the choices the notes ask for, saved as a quote with options', () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  let alex: TestOwner;
  beforeAll(async () => {
    world = await startQuotesWorld();
    sam = await world.owner({ applyGST: true });
    alex = await world.owner();
  });
  afterAll(() => world.stop());

  it('drafts two split systems, saved as two options sharing the installation, the quote the owner’s alone', async () => {
    const jobDescription = 'Supply and install a split system, option of 2.5 kW or 3.5 kW, quote both';
    const answer = await sam.quotes('POST', '/api/generate-quote', { jobDescription });
    expect(answer.status).toBe(200);
    const draft = QuoteDraft.parse(answer.body);
    expect(draft.options).toEqual(['2.5 kW', '3.5 kW']);
    expect(draft.labour.map((line) => line.option ?? null)).toEqual([null]);
    expect(draft.materials.map((line) => line.option)).toEqual(['2.5 kW', '3.5 kW']);

    // What Generate Quote does with it: the quote with the lines in every option, then each option and its own lines.
    const common = draft.labour.map((line) => ({ description: line.item, quantity: line.hours, unitPrice: line.rate, type: 'labor' }));
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: draft.title, items: common });
    for (const name of draft.options!) {
      const { status, body: option } = await sam.quotes('POST', `/api/quotes/${quote.id}/options`, { name });
      expect(status).toBe(201);
      for (const line of draft.materials.filter((m) => m.option === name)) {
        const item = { quoteId: quote.id, description: line.item, quantity: line.quantity, unitPrice: line.unit_cost, type: 'materials', optionId: option.id };
        expect((await sam.quotes('POST', '/api/quote-items', item)).status).toBe(201);
      }
    }

    const { body: saved } = await sam.quotes('GET', `/api/quotes/${quote.id}`);
    // 5.5 hours at the business's $90 in both, the unit at $1,500 in each, GST on top.
    expect(saved.options.map(({ name, subtotal, total }: { name: string; subtotal: string; total: string }) => [name, subtotal, total])).toEqual([
      ['2.5 kW', '1995.00', '2194.50'],
      ['3.5 kW', '1995.00', '2194.50'],
    ]);
    expect((await alex.quotes('GET', `/api/quotes/${quote.id}`)).status).toBe(404);
    expect((await alex.quotes('POST', `/api/quotes/${quote.id}/options`, { name: 'Mine' })).status).toBe(404);
  });
});
