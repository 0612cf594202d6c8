import { PriceBookItem, PriceBookMessages, PriceBookPage } from '@cobber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

describe("the tradie's price book", () => {
  let world: QuotesWorld;
  let sam: Api;
  let ali: Api;
  let client: TestOwner['client'];
  const book = async (api: Api, query = '') => {
    const { status, body } = await api('GET', `/api/price-book${query}`);
    expect(status).toBe(200);
    return PriceBookPage.parse(body);
  };
  const add = (api: Api, item: Record<string, unknown>) => api('POST', '/api/price-book', item);

  beforeAll(async () => {
    world = await startQuotesWorld();
    ({ quotes: sam, client } = await world.owner());
    ({ quotes: ali } = await world.owner({ name: 'Ali Plumbing' }));
  });
  afterAll(() => world.stop());

  it('learns every priced line of a quote when it is sent, never its deposit, and counts a replayed send once', async () => {
    const quote = (await sam('POST', '/api/quotes', { ...client, title: 'Downlights', items: SAMPLE_ITEMS })).body;
    expect((await sam('POST', `/api/quotes/${quote.id}/deposit`, { amount: 50 })).status).toBe(201);
    expect((await book(sam)).items).toEqual([]);

    const sending = Date.now();
    const sent = await sam('POST', `/api/quotes/${quote.id}/send`, {});
    expect(sent.status).toBe(200);
    const learned = await book(sam);
    expect(learned.total).toBe(3);
    expect(learned.items.map(({ description, type, unitPrice, timesUsed }) => ({ description, type, unitPrice, timesUsed }))).toEqual(
      expect.arrayContaining([
        { description: 'Install LED downlights', type: 'labor', unitPrice: '90.00', timesUsed: 1 },
        { description: 'LED downlight kit', type: 'materials', unitPrice: '24.95', timesUsed: 1 },
        { description: 'Disposal', type: 'other', unitPrice: '15.00', timesUsed: 1 },
      ]),
    );
    for (const item of learned.items) expect(Date.parse(item.lastUsedAt!)).toBeGreaterThanOrEqual(sending - 1_000);

    // The same send again is answered from the first one: nothing counts twice.
    expect((await sam('POST', `/api/quotes/${quote.id}/send`, {})).status).toBe(200);
    expect((await book(sam)).items.map((item) => item.timesUsed)).toEqual([1, 1, 1]);

    // Another quote with the kit at a new price: its price is now the book's, used twice, first in the list.
    const next = (await sam('POST', '/api/quotes', { ...client, title: 'More downlights', items: [{ description: 'led downlight KIT', quantity: 2, unitPrice: '26.50', type: 'materials' }] })).body;
    expect((await sam('POST', `/api/quotes/${next.id}/send`, {})).status).toBe(200);
    const [first] = (await book(sam)).items;
    expect(first).toMatchObject({ description: 'LED downlight kit', unitPrice: '26.50', timesUsed: 2 });
  });

  it('adds items, refuses a second of the same description in any case (409 naming description), and changes them', async () => {
    const created = await add(sam, { description: 'Smoke alarm (240 V)', type: 'materials', unitPrice: '89.50', unit: 'each' });
    expect(created.status).toBe(201);
    const item = PriceBookItem.parse(created.body);
    expect(item).toMatchObject({ unitPrice: '89.50', unit: 'each', timesUsed: 0, lastUsedAt: null, hidden: false });

    const again = await add(sam, { description: 'SMOKE ALARM (240 v)', type: 'materials', unitPrice: 90 });
    expect(again.status).toBe(409);
    expect(again.body.error.fields.description).toBe(PriceBookMessages.duplicate);

    const changed = await sam('PATCH', `/api/price-book/${item.id}`, { unitPrice: '92', unit: null });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ unitPrice: '92.00', unit: null, description: 'Smoke alarm (240 V)' });
    expect((await sam('PATCH', `/api/price-book/${item.id}`, { description: 'disposal' })).status).toBe(409);
    expect((await add(sam, { description: 'x', type: 'deposit', unitPrice: 1 })).status).toBe(400);
  });

  it('keeps the work an item always goes with, on one line and at most 200 characters (400 naming alwaysWith)', async () => {
    const created = await add(sam, { description: 'Certificate of compliance', type: 'other', unitPrice: '65', alwaysWith: ' switchboard, meter box ' });
    expect(created.status).toBe(201);
    const item = PriceBookItem.parse(created.body);
    expect(item.alwaysWith).toBe('switchboard, meter box');
    expect((await book(sam, '?search=certificate')).items[0]!.alwaysWith).toBe('switchboard, meter box');

    const tooLong = await sam('PATCH', `/api/price-book/${item.id}`, { alwaysWith: 'switchboard, '.repeat(16) + 'x'.repeat(20) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.alwaysWith).toBe(PriceBookMessages.alwaysWith);
    const twoLines = await add(sam, { description: 'Test and tag', type: 'other', unitPrice: 5, alwaysWith: 'switchboard\nmeter box' });
    expect(twoLines.status).toBe(400);
    expect(twoLines.body.error.fields.alwaysWith).toBe(PriceBookMessages.alwaysWithOneLine);

    expect((await sam('PATCH', `/api/price-book/${item.id}`, { alwaysWith: 'hot water' })).body.alwaysWith).toBe('hot water');
    expect((await sam('PATCH', `/api/price-book/${item.id}`, { unitPrice: 70 })).body.alwaysWith).toBe('hot water');
    expect((await sam('PATCH', `/api/price-book/${item.id}`, { alwaysWith: '' })).body.alwaysWith).toBeNull();
    expect((await ali('PATCH', `/api/price-book/${item.id}`, { alwaysWith: 'switchboard' })).status).toBe(404);
  });

  it('keeps a hidden item listed only when asked, and finds items by the words of their description', async () => {
    const item = PriceBookItem.parse((await add(sam, { description: 'Ceiling fan with light', type: 'materials', unitPrice: 249 })).body);
    expect((await sam('PATCH', `/api/price-book/${item.id}`, { hidden: true })).body.hidden).toBe(true);
    expect((await book(sam)).items.map((i) => i.id)).not.toContain(item.id);
    expect((await book(sam, '?includeHidden=true')).items.map((i) => i.id)).toContain(item.id);

    const found = await book(sam, `?search=${encodeURIComponent('KIT led')}&limit=10`);
    expect(found.items.map((i) => i.description)).toEqual(['LED downlight kit']);
    expect((await book(sam, '?search=fan')).items).toEqual([]);
    await add(sam, { description: 'ÉCLAIRAGE Über-Leuchte', type: 'materials', unitPrice: 5 });
    expect((await book(sam, `?search=${encodeURIComponent('éclairage über')}`)).items.map((i) => i.description)).toEqual(['ÉCLAIRAGE Über-Leuchte']);
    expect((await book(sam, '?search=fan&includeHidden=true')).total).toBe(1);
  });

  it('pages the book most used first, then by description, with every item once', async () => {
    for (const n of [3, 1, 2]) await add(sam, { description: `Page item ${n}`, type: 'other', unitPrice: n });
    const all = await book(sam, '?includeHidden=true');
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: PriceBookPage = await book(sam, `?includeHidden=true&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(all.total);
      seen.push(...page.items.map((i) => i.description));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all.items.map((i) => i.description));
    expect(seen[0]).toBe('LED downlight kit');
    expect(seen.indexOf('Page item 1')).toBeLessThan(seen.indexOf('Page item 2'));
    expect((await sam('GET', '/api/price-book?cursor=nonsense')).status).toBe(400);
  });

  it('learns a line as long as a quote allows (500 characters) and pages past it', async () => {
    const description = `Rewire ${'the whole house '.repeat(32)}`.trim().slice(0, 500);
    const quote = (await sam('POST', '/api/quotes', { ...client, title: 'Long line', items: [{ description, quantity: 1, unitPrice: 5000, type: 'labor' }] })).body;
    expect((await sam('POST', `/api/quotes/${quote.id}/send`, {})).status).toBe(200);
    const first = await book(sam, `?limit=1&search=${encodeURIComponent('rewire')}`);
    expect(first.items[0]!.description).toBe(description);
    const all = await book(sam, '?limit=100');
    const at = all.items.findIndex((item) => item.description === description);
    const before = await book(sam, `?limit=${at + 1}`);
    expect(before.items.at(-1)!.description).toBe(description);
    const after = await book(sam, `?limit=100&cursor=${before.nextCursor}`);
    expect(after.items).toEqual(all.items.slice(at + 1));
  });

  it("another owner's book is theirs alone: an empty list, 404 on changing Sam's items, their own item of the same name", async () => {
    const [samItem] = (await book(sam)).items;
    expect((await book(ali, '?includeHidden=true')).total).toBe(0);
    expect((await ali('PATCH', `/api/price-book/${samItem!.id}`, { unitPrice: 1 })).status).toBe(404);
    expect((await add(ali, { description: samItem!.description, type: 'materials', unitPrice: 1 })).status).toBe(201);
    expect((await book(sam)).items[0]).toEqual(samItem);
    const csv = await ali('GET', '/api/price-book/export');
    expect(csv.body).not.toContain('Disposal');
  });
});
