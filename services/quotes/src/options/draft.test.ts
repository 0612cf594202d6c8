import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesWorld, type QuotesWorld, type TestOwner } from '../testing/services.ts';

const LINES = [
  { description: 'Electrician', quantity: 3, unitPrice: 95, type: 'labor' },
  { description: 'LED downlight', quantity: 6, unitPrice: 40, type: 'materials' },
  { description: 'Cable and clips', quantity: 1, unitPrice: 30, type: 'materials' },
];

describe('Draft options from the price book', () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  let alex: TestOwner;
  beforeAll(async () => {
    world = await startQuotesWorld();
    sam = await world.owner();
    alex = await world.owner();
    for (const [description, unitPrice] of [['Basic LED downlight', 25], ['Smart LED downlight', 90], ['Dimmer switch', 60]] as const) {
      expect((await sam.quotes('POST', '/api/price-book', { description, unitPrice, type: 'materials' })).status).toBe(201);
    }
  });
  afterAll(() => world.stop());

  it('makes Basic, Standard and Premium for the same scope: the cheaper and dearer book items beside the line, labour in every option', async () => {
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Downlights', items: LINES });
    const drafted = await sam.quotes('POST', `/api/quotes/${quote.id}/options/draft`);
    expect(drafted.status).toBe(201);
    expect(drafted.body.map((option: { name: string }) => option.name)).toEqual(['Basic', 'Standard', 'Premium']);
    const read = (await sam.quotes('GET', `/api/quotes/${quote.id}`)).body;
    // Labour $285 and cable $30 in every option; six downlights at $25, $40 or $90.
    expect(read.options.map((option: { subtotal: string }) => option.subtotal)).toEqual(['465.00', '555.00', '855.00']);
    const items = (await sam.quotes('GET', `/api/quotes/${quote.id}/items`)).body as { description: string; optionId: string | null; quantity: string }[];
    const byOption = (id: string | null) => items.filter((item) => item.optionId === id).map((item) => `${item.quantity} ${item.description}`);
    expect(byOption(null)).toEqual(['3.00 Electrician', '1.00 Cable and clips']);
    expect(byOption(drafted.body[0].id)).toEqual(['6.00 Basic LED downlight']);
    expect(byOption(drafted.body[1].id)).toEqual(['6.00 LED downlight']);
    expect(byOption(drafted.body[2].id)).toEqual(['6.00 Smart LED downlight']);
    const history = (await sam.quotes('GET', `/api/quotes/${quote.id}/history`)).body.map((entry: { description: string }) => entry.description);
    expect(history).toContain('Drafted the options Basic, Standard and Premium for LED downlight');
    // Once drafted, the quote has options: drafting again is refused and changes nothing.
    const again = await sam.quotes('POST', `/api/quotes/${quote.id}/options/draft`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This quote already has options');
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}/items`)).body).toHaveLength(5);
  });

  it('drafts one set when "Draft options" is tapped twice at the same moment', async () => {
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Downlights', items: LINES });
    const both = await Promise.all([1, 2].map(() => sam.quotes('POST', `/api/quotes/${quote.id}/options/draft`)));
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body.options).toHaveLength(3);
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}/items`)).body).toHaveLength(5);
  });

  it('says so when the book has nothing cheaper or dearer, and drafts nothing', async () => {
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Cable', items: [LINES[0], LINES[2]] });
    const refused = await sam.quotes('POST', `/api/quotes/${quote.id}/options/draft`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Your price book has no cheaper or dearer item for these lines: add some to draft options');
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body.options).toEqual([]);
  });

  it("answers 404 for another owner's quote, and another owner's book is never used", async () => {
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Downlights', items: LINES });
    expect((await alex.quotes('POST', `/api/quotes/${quote.id}/options/draft`)).status).toBe(404);
    const { body: own } = await alex.quotes('POST', '/api/quotes', { ...alex.client, title: 'Downlights', items: LINES });
    expect((await alex.quotes('POST', `/api/quotes/${own.id}/options/draft`)).status).toBe(409);
  });

  it('passes over a book item whose price would put the line past its limit, and refuses options that do not fit on the quote', async () => {
    expect((await sam.quotes('POST', '/api/price-book', { description: 'Gold LED downlight', unitPrice: 999_999, type: 'materials' })).status).toBe(201);
    const many = { description: 'LED downlight', quantity: 2000, unitPrice: 40, type: 'materials' };
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'A warehouse of downlights', items: [many] });
    const drafted = await sam.quotes('POST', `/api/quotes/${quote.id}/options/draft`);
    expect(drafted.status).toBe(201);
    const items = (await sam.quotes('GET', `/api/quotes/${quote.id}/items`)).body as { description: string; optionId: string | null }[];
    expect(items.filter((item) => item.optionId === drafted.body[2].id).map((item) => item.description)).toEqual(['Smart LED downlight']);

    // 98 lines of labour and one of downlights: two more lines would be past the quote's 100.
    const labour = Array.from({ length: 98 }, (_, at) => ({ description: `Labour day ${at + 1}`, quantity: 8, unitPrice: 95, type: 'labor' }));
    const { body: full } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'A long job', items: [...labour, LINES[1]] });
    const refused = await sam.quotes('POST', `/api/quotes/${full.id}/options/draft`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('These options do not fit on the quote: A quote can have at most 100 items');
    expect((await sam.quotes('GET', `/api/quotes/${full.id}`)).body.options).toEqual([]);
    expect((await sam.quotes('GET', `/api/quotes/${full.id}/items`)).body).toHaveLength(99);
  });
});
