import { encodeCursor, QuotePage, type QuoteListItem } from '@cobber/contracts';
import { createEvent, type Knex } from '@cobber/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

// The dashboard asks for a page at a time and searches on the server.

const titles = (page: { items: QuoteListItem[] }) => page.items.map((quote) => quote.title);

describe('the dashboard list a page at a time', () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  let alex: Api;

  async function quote(owner: TestOwner, clientName: string, title: string, total = '100.00'): Promise<string> {
    const client = await owner.business('POST', '/api/clients', { name: clientName, email: 'client@example.com' });
    const items = [{ description: title, quantity: 1, unitPrice: total, type: 'materials' }];
    const made = await owner.quotes('POST', '/api/quotes', { clientId: client.body.id, clientName, clientEmail: 'client@example.com', title, items });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.id;
  }

  const setStatus = (id: string, status: string) => world.quotes.db('quotes').where({ id }).update({ status });

  /** The invoice made from a quote, as the invoices service tells it. */
  async function invoiced(quoteId: string, facts: { invoiceNumber: string; totalAmount: string; balanceDue: string }) {
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    const data = {
      id,
      ownerId: sam.id,
      quoteId,
      title: 'Smoke alarms',
      description: null,
      clientName: 'Sarah Nguyen',
      clientEmail: 'client@example.com',
      clientId: null,
      clientPhone: null,
      dueDate: '2999-01-01',
      status: 'sent' as const,
      paymentMethod: 'bank_transfer' as const,
      subtotal: facts.totalAmount,
      taxAmount: '0.00',
      depositPaid: '0.00',
      paymentsReceived: '250.00',
      createdAt: now,
      updatedAt: now,
      items: [],
      ...facts,
    };
    await world.bus.publish([createEvent('invoice.created', { ownerId: sam.id, key: id, data })]);
    await world.bus.settled();
  }

  async function page(owner: Api, query: string): Promise<QuotePage> {
    const answer = await owner('GET', `/api/quotes?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return QuotePage.parse(answer.body);
  }

  beforeAll(async () => {
    world = await startQuotesWorld();
    sam = await world.owner({ applyGST: false });
    alex = (await world.owner()).quotes;
    // Q-0001 … Q-0006, oldest first; Q-0004 ($827.75) is invoiced as INV-0001.
    await quote(sam, 'Sarah Nguyen', 'Switchboard upgrade');
    await setStatus(await quote(sam, 'Bob Hartley', 'Downlights in the kitchen'), 'sent');
    await setStatus(await quote(sam, 'Mia Chen', 'Ceiling fan'), 'viewed');
    const smokeAlarms = await quote(sam, 'Sarah Nguyen', 'Smoke alarms', '827.75');
    await setStatus(smokeAlarms, 'approved');
    await setStatus(await quote(sam, 'Tom Reid', 'Outdoor power point'), 'rejected');
    await quote(sam, 'Émile Zoë', 'Ré-wiring 50% done_right');
    await invoiced(smokeAlarms, { invoiceNumber: 'INV-0001', totalAmount: '888.25', balanceDue: '638.25' });
  });
  afterAll(() => world.stop());

  const found = async (search: string, status = 'all') => titles(await page(sam.quotes, new URLSearchParams({ search, status }).toString()));

  it('answers the whole list as a plain array when asked with no page parameters (the spec’s client)', async () => {
    for (const path of ['/api/quotes', '/api/quotes?unknown=1']) {
      const { status, body } = await sam.quotes('GET', path);
      expect(status).toBe(200);
      expect(body.map((q: QuoteListItem) => q.quoteNumber)).toEqual(['Q-0006', 'Q-0005', 'Q-0004', 'Q-0003', 'Q-0002', 'Q-0001']);
    }
  });

  it('answers a page newest first, the cursor of the next and how many there are in all', async () => {
    const first = await page(sam.quotes, 'limit=4');
    expect(first.items.map((q) => q.quoteNumber)).toEqual(['Q-0006', 'Q-0005', 'Q-0004', 'Q-0003']);
    expect(first.total).toBe(6);
    const second = await page(sam.quotes, `limit=4&cursor=${first.nextCursor}`);
    expect(second.items.map((q) => q.quoteNumber)).toEqual(['Q-0002', 'Q-0001']);
    expect(second).toMatchObject({ nextCursor: null, total: 6 });
    // A card of a page is the card of the whole list.
    const whole = (await sam.quotes('GET', '/api/quotes')).body as QuoteListItem[];
    expect([...first.items, ...second.items]).toEqual(whole);
  });

  it('finds the client name or the title in any case, accents too, and takes % and _ as typed', async () => {
    expect(await found('SARAH')).toEqual(['Smoke alarms', 'Switchboard upgrade']);
    expect(await found(' kitchen ')).toEqual(['Downlights in the kitchen']);
    expect(await found('ÉMILE')).toEqual(['Ré-wiring 50% done_right']);
    expect(await found('RÉ-WIR')).toEqual(['Ré-wiring 50% done_right']);
    expect(await found('50%')).toEqual(['Ré-wiring 50% done_right']);
    expect(await found('e_r')).toEqual(['Ré-wiring 50% done_right']);
    expect(await found('%')).toEqual(['Ré-wiring 50% done_right']);
    expect(await found('plumbing')).toEqual([]);
  });

  it('finds a quote by its number however it is written', async () => {
    for (const typed of ['Q-0002', 'q-0002', 'q2', 'Q 2', '0002']) expect(await found(typed), typed).toEqual(['Downlights in the kitchen']);
  });

  it('finds a quote by the number of its invoice', async () => {
    for (const typed of ['INV-0001', 'inv1', 'inv-1']) expect(await found(typed), typed).toEqual(['Smoke alarms']);
    expect(await found('INV-0002')).toEqual([]);
  });

  it('finds a quote by its total, with or without the cents and the dollar sign', async () => {
    for (const typed of ['827.75', '$827.75', '$827', '827', '827.7', '$ 827.75', '827.']) expect(await found(typed), typed).toEqual(['Smoke alarms']);
    expect(await found('827.70')).toEqual([]);
    expect(await found('82')).toEqual([]);
  });

  it("finds an invoiced quote by its invoice's total and by what is still due", async () => {
    expect(await found('$888.25')).toEqual(['Smoke alarms']);
    expect(await found('638.25')).toEqual(['Smoke alarms']);
  });

  it('reads a bare number as a quote number, an invoice number or whole dollars', async () => {
    expect(await found('1')).toEqual(['Smoke alarms', 'Switchboard upgrade']);
    expect(await found('100')).toEqual(['Ré-wiring 50% done_right', 'Outdoor power point', 'Ceiling fan', 'Downlights in the kitchen', 'Switchboard upgrade']);
  });

  it('filters by status as the dashboard does, a quote the client opened counting as sent', async () => {
    expect(await found('', 'draft')).toEqual(['Ré-wiring 50% done_right', 'Switchboard upgrade']);
    expect(await found('', 'sent')).toEqual(['Ceiling fan', 'Downlights in the kitchen']);
    expect(await found('', 'approved')).toEqual(['Smoke alarms']);
    expect(await found('', 'all')).toHaveLength(6);
    expect(await found('Q-0002', 'draft')).toEqual([]);
    expect(await found('$827', 'approved')).toEqual(['Smoke alarms']);
  });

  it('counts every quote the search and status find, not only the page', async () => {
    const first = await page(sam.quotes, 'search=sarah&limit=1');
    expect(first).toMatchObject({ total: 2, items: [{ title: 'Smoke alarms' }] });
    const second = await page(sam.quotes, `search=sarah&limit=1&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ total: 2, nextCursor: null, items: [{ title: 'Switchboard upgrade' }] });
    expect((await page(sam.quotes, 'status=sent')).total).toBe(2);
  });

  it("shows a second owner nothing of the first's, whatever they search or whichever cursor they send", async () => {
    const samsFirst = await page(sam.quotes, 'limit=1');
    expect(await page(alex, 'limit=100')).toEqual({ items: [], nextCursor: null, total: 0 });
    expect(await page(alex, 'search=sarah')).toEqual({ items: [], nextCursor: null, total: 0 });
    expect(await page(alex, `cursor=${samsFirst.nextCursor}`)).toEqual({ items: [], nextCursor: null, total: 0 });
    expect((await alex('GET', '/api/quotes')).body).toEqual([]);
  });

  it('refuses bad parameters with a 400 naming the field', async () => {
    const refused = async (query: string, field: string) => {
      const { status, body } = await sam.quotes('GET', `/api/quotes?${query}`);
      expect(status, query).toBe(400);
      expect(Object.keys(body.error.fields), query).toEqual([field]);
    };
    for (const limit of ['0', '101', 'abc', '1.5', '']) await refused(`limit=${limit}`, 'limit');
    await refused('limit=1&limit=2', 'limit');
    await refused('cursor=not-a-cursor', 'cursor');
    await refused(`cursor=${encodeCursor(['2025-02-30T00:00:00.000000Z', crypto.randomUUID()])}`, 'cursor');
    await refused(`cursor=${encodeCursor(['2025-02-01T00:00:00.000000Z', 'not-an-id'])}`, 'cursor');
    await refused('status=rejected', 'status');
    await refused(`search=${'a'.repeat(201)}`, 'search');
    await refused('search=a%00', 'search');
  });
});

describe('a page of an owner with 5,000 quotes', () => {
  let world: QuotesWorld;
  beforeAll(async () => {
    world = await startQuotesWorld();
  });
  afterAll(() => world.stop());

  it('is read from the index newest first, not by sorting every quote the owner has', async () => {
    const owner = await world.owner();
    const db = world.quotes.db;
    // Made in SQL: only how the page is read matters here, not how the quotes were made.
    const insertQuotes = (ownerId: string, count: number) =>
      db.raw(`insert into quotes (id, owner_id, number, title, client_name, created_at)
        select gen_random_uuid(), ?, n, 'Job ' || n, 'Zoe Nguyen', now() - n * interval '1 minute' from generate_series(1, ?) n`, [ownerId, count]);
    await insertQuotes(owner.id, 5_000);
    await insertQuotes(crypto.randomUUID(), 20_000);
    await db.raw('analyze quotes');
    const first = QuotePage.parse((await owner.quotes('GET', '/api/quotes?limit=30')).body);
    const pageQueries: { sql: string; bindings: unknown[] }[] = [];
    const listen = (query: { sql: string; bindings: unknown[] }) => {
      if (query.sql.includes('(created_at, id) <')) pageQueries.push({ sql: query.sql, bindings: [...query.bindings] });
    };
    db.on('query', listen);
    const second = QuotePage.parse((await owner.quotes('GET', `/api/quotes?limit=30&cursor=${first.nextCursor}`)).body);
    db.off('query', listen);
    expect(second.items.map((quote) => quote.title)).toEqual(Array.from({ length: 30 }, (_, i) => `Job ${31 + i}`));
    const [query] = pageQueries;
    // The query as sent names its bindings $1, $2, … in order; knex.raw takes them as ?.
    const { rows } = await db.raw(`explain (format json) ${query!.sql.replace(/\$\d+/g, '?')}`, query!.bindings as Knex.RawBinding[]);
    const plan = JSON.stringify(rows[0]['QUERY PLAN']);
    expect(plan).toContain('"Index Name":"quotes_owner_newest"');
    expect(plan).not.toContain('"Node Type":"Sort"');
  });
});

describe('paging through 250 quotes while more are made', () => {
  let world: QuotesWorld;
  let owner: TestOwner;

  beforeAll(async () => {
    world = await startQuotesWorld();
    owner = await world.owner();
  });
  afterAll(() => world.stop());

  const make = async (count: number, from: number) => {
    // A few at a time: some share a created_at, and their ids keep the order.
    for (let batch = 0; batch < count; batch += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, count - batch) }, (_, i) => owner.quotes('POST', '/api/quotes', { ...owner.client, title: `Job ${from + batch + i}` })),
      );
    }
  };

  it('returns each quote exactly once, newest first, and none made after the first page', async () => {
    await make(250, 0);
    const whole = ((await owner.quotes('GET', '/api/quotes')).body as QuoteListItem[]).map((quote) => quote.id);
    expect(whole).toHaveLength(250);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await owner.quotes('GET', `/api/quotes?limit=70${cursor ? `&cursor=${cursor}` : ''}`);
      const page = QuotePage.parse(answer.body);
      seen.push(...page.items.map((quote) => quote.id));
      cursor = page.nextCursor;
      pages += 1;
      if (pages === 1) expect(page.total).toBe(250);
      // The owner makes more quotes while scrolling: newer than the cursor, so on no later page.
      await make(3, 1_000 + pages * 10);
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toEqual(whole);
    expect(new Set(seen).size).toBe(250);
  });
});
