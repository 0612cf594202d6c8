import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

const NEEDS_RESENDING = 'Changed after sending — needs resending';

type Item = { id: string; description: string; quantity: string; unitPrice: string; totalPrice: string; type: string };

describe('saving Quote Details is one call and one transaction', () => {
  let world: QuotesWorld;
  let sam: Api;
  let client: TestOwner['client'];

  beforeAll(async () => {
    world = await startQuotesWorld();
    ({ quotes: sam, client } = await world.owner({ applyGST: true }));
  });
  afterAll(() => world.stop());

  const newQuote = async () => (await sam('POST', '/api/quotes', { ...client, title: 'Downlights', items: SAMPLE_ITEMS })).body as { id: string };
  const items = async (id: string) => (await sam('GET', `/api/quotes/${id}/items`)).body as Item[];
  /** The quote's events as written to the outbox, in the transaction of each change. */
  const eventsOf = async (id: string) =>
    (await world.quotes.db('outbox').where('key', id).orderBy('seq').select('envelope')).map((row) => row.envelope as { id: string; type: string; data: unknown });
  /** Everything a save may touch, as the owner and the other services see it. */
  const snapshot = async (id: string) => ({
    quote: (await sam('GET', `/api/quotes/${id}`)).body,
    items: await items(id),
    history: (await sam('GET', `/api/quotes/${id}/history`)).body,
    events: (await eventsOf(id)).map((event) => event.id),
  });

  it('saves the words and the whole list of lines (changed, added, removed) with one event and the right history', async () => {
    const quote = await newQuote();
    expect((await sam('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    const [labour, kit, disposal] = await items(quote.id);
    const before = await eventsOf(quote.id);

    const saved = await sam('PATCH', `/api/quotes/${quote.id}`, {
      title: 'Downlights and smoke alarm',
      items: [
        { id: labour!.id, description: labour!.description, quantity: '4', unitPrice: labour!.unitPrice },
        { id: kit!.id, description: kit!.description, quantity: kit!.quantity, unitPrice: kit!.unitPrice },
        { description: 'Smoke alarm', quantity: 1, unitPrice: '60.00', type: 'materials', totalPrice: '0.01' },
      ],
    });
    expect(saved.status).toBe(200);
    // 4 × 90 + 6 × 24.95 + 60 = 569.70; GST 56.97. The client would see it: one new revision, back to draft.
    expect(saved.body).toMatchObject({ title: 'Downlights and smoke alarm', subtotal: '569.70', taxAmount: '56.97', totalAmount: '626.67', revision: 2, status: 'draft' });
    expect((await items(quote.id)).map((i) => [i.description, i.quantity, i.totalPrice])).toEqual([
      ['Install LED downlights', '4.00', '360.00'],
      ['LED downlight kit', '6.00', '149.70'],
      ['Smoke alarm', '1.00', '60.00'],
    ]);

    const after = await eventsOf(quote.id);
    expect(after.slice(before.length).map((event) => event.type)).toEqual(['quote.updated']);
    expect(after.at(-1)!.data).toMatchObject({ revision: 2, totalAmount: '626.67', items: expect.arrayContaining([expect.objectContaining({ description: 'Smoke alarm' })]) });

    const history = (await sam('GET', `/api/quotes/${quote.id}/history`)).body as Record<string, string | null>[];
    const saveEntries = history.filter((entry) => entry.changeType === 'updated');
    expect(saveEntries.map(({ description, fieldChanged, oldValue, newValue }) => ({ description, fieldChanged, oldValue, newValue }))).toEqual(
      expect.arrayContaining([
        { description: 'Title changed', fieldChanged: 'Title', oldValue: 'Downlights', newValue: 'Downlights and smoke alarm' },
        { description: 'Changed Labour "Install LED downlights"', fieldChanged: 'Item 1 quantity', oldValue: '3.00', newValue: '4.00' },
        { description: 'Removed Other "Disposal"', fieldChanged: 'Items', oldValue: '1.00 × $15.00', newValue: null },
        { description: 'Added Materials "Smoke alarm"', fieldChanged: 'Items', oldValue: null, newValue: '1.00 × $60.00' },
        { description: NEEDS_RESENDING, fieldChanged: 'Status', oldValue: 'sent', newValue: 'draft' },
      ]),
    );
    expect(saveEntries).toHaveLength(5);
    expect(disposal).toBeDefined();
  });

  it('changes nothing when one line among good ones is bad: lines, totals, history, revision and events stay', async () => {
    const quote = await newQuote();
    const [labour, kit, disposal] = await items(quote.id);
    const good = [
      { id: labour!.id, quantity: 5 },
      { id: kit!.id, description: 'Better kit' },
    ];
    const before = await snapshot(quote.id);

    const badPrice = await sam('PATCH', `/api/quotes/${quote.id}`, { title: 'Renamed', items: [...good, { id: disposal!.id, unitPrice: '-1' }] });
    expect(badPrice.status).toBe(400);
    expect(badPrice.body.error.fields).toEqual({ 'items.2.unitPrice': 'Rate/Price must be greater than 0' });

    // Refusals the service finds inside the transaction roll back the same way.
    const unknown = await sam('PATCH', `/api/quotes/${quote.id}`, { title: 'Renamed', items: [...good, { id: crypto.randomUUID() }] });
    expect([unknown.status, unknown.body.error.fields]).toEqual([400, { 'items.2.id': 'No such item on this document' }]);
    const huge = { description: 'Switchboard', quantity: '100000', unitPrice: '9999.99', type: 'labor' };
    const tooLarge = await sam('PATCH', `/api/quotes/${quote.id}`, { title: 'Renamed', items: [...good, huge, huge] });
    expect([tooLarge.status, tooLarge.body.error.fields]).toEqual([400, { items: 'Quote total must be at most $999,999,999.99' }]);

    expect(await snapshot(quote.id)).toEqual(before);
  });

  it('answered quotes keep their price: a line change is refused (409) and changes nothing, their words may change', async () => {
    const quote = await newQuote();
    await sam('POST', `/api/quotes/${quote.id}/send`);
    await world.quotes.db('quotes').where('id', quote.id).update({ status: 'approved' });
    const lines = await items(quote.id);
    const before = await snapshot(quote.id);
    const priced = await sam('PATCH', `/api/quotes/${quote.id}`, { title: 'Typo fixed', items: lines.map((line) => ({ id: line.id, quantity: 9 })) });
    expect(priced.status).toBe(409);
    expect(await snapshot(quote.id)).toEqual(before);
    const words = await sam('PATCH', `/api/quotes/${quote.id}`, { items: [{ id: lines[0]!.id, description: 'Install six LED downlights' }, { id: lines[1]!.id }, { id: lines[2]!.id }] });
    expect(words.status).toBe(200);
    expect(words.body).toMatchObject({ status: 'approved', revision: 2, totalAmount: before.quote.totalAmount });
  });

  it('keeps the deposit line out of the list, and a save of the lines as they are writes nothing', async () => {
    const quote = await newQuote();
    await sam('POST', `/api/quotes/${quote.id}/deposit`, { amount: '100.00' });
    const lines = await items(quote.id);
    const before = await snapshot(quote.id);
    const same = lines.filter((line) => line.type !== 'deposit').map(({ id, description, quantity, unitPrice }) => ({ id, description, quantity, unitPrice }));
    expect((await sam('PATCH', `/api/quotes/${quote.id}`, { items: same })).status).toBe(200);
    expect(await snapshot(quote.id)).toEqual(before);

    const fewer = await sam('PATCH', `/api/quotes/${quote.id}`, { items: same.slice(1) });
    expect(fewer.status).toBe(200);
    expect((await items(quote.id)).map((line) => line.type)).toEqual(['materials', 'other', 'deposit']);
  });

  it('two saves at once leave a consistent quote: one whole list or the other, never a mix', async () => {
    const quote = await newQuote();
    const [labour, kit] = await items(quote.id);
    const start = (await sam('GET', `/api/quotes/${quote.id}`)).body;
    const list = (quantity: number, extra: string) => [
      { id: labour!.id, quantity },
      { id: kit!.id },
      { description: extra, quantity: 1, unitPrice: 10, type: 'other' },
    ];
    const saves = await Promise.all([
      sam('PATCH', `/api/quotes/${quote.id}`, { items: list(2, 'Ladder hire') }),
      sam('PATCH', `/api/quotes/${quote.id}`, { items: list(7, 'Skip bin') }),
    ]);
    expect(saves.map((save) => save.status)).toEqual([200, 200]);

    const final = await items(quote.id);
    const shapes = [
      [['Install LED downlights', '2.00'], ['LED downlight kit', '6.00'], ['Ladder hire', '1.00']],
      [['Install LED downlights', '7.00'], ['LED downlight kit', '6.00'], ['Skip bin', '1.00']],
    ];
    expect(shapes).toContainEqual(final.map((line) => [line.description, line.quantity]));
    const stored = (await sam('GET', `/api/quotes/${quote.id}`)).body;
    const subtotal = final.reduce((sum, line) => sum + Math.round(Number(line.totalPrice) * 100), 0);
    expect(stored.subtotal).toBe((subtotal / 100).toFixed(2));
    expect(stored.revision).toBe(start.revision + 2);
    expect((await eventsOf(quote.id)).filter((event) => event.type === 'quote.updated')).toHaveLength(2);
  });
});
