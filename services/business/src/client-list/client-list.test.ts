import { ClientPage, encodeCursor, type Client } from '@cobber/contracts';
import { apiClient, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBusinessService, type RunningBusinessService } from '../testing/service.ts';

// Clients asks for a page at a time and searches on the server.

type Api = ReturnType<typeof apiClient>;
const names = (page: { items: Client[] }) => page.items.map((client) => client.name);

async function page(owner: Api, query: string): Promise<ClientPage> {
  const answer = await owner('GET', `/api/clients?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ClientPage.parse(answer.body);
}

describe('clients a page at a time', () => {
  let running: RunningBusinessService;
  let sam: Api;
  let alex: Api;

  beforeAll(async () => {
    running = await startBusinessService();
    sam = apiClient(running.url, testOwner('Sam'));
    alex = apiClient(running.url, testOwner('Alex'));
    for (const [name, email, phone, address] of [
      ['Sarah Nguyen', 'sarah@example.com', '0423 111 222', '12 Banksia St\nNewtown NSW 2042'],
      ['Bob Hartley', 'bob.hartley@example.com', '+61 499 888 777', null],
      ['Mia Chen', 'mia@example.com', '(02) 9876-5432', 'Unit 7, 3 Ōtaki Rd, Parramatta'],
      ['Tom Reid', 'tom@example.com', null, null],
      ['Émile Zoë', 'emile@example.com', '0411 000 000', null],
    ] as const) {
      expect((await sam('POST', '/api/clients', { name, email, phone, address })).status).toBe(201);
    }
  });
  afterAll(() => running.stop());

  const found = async (search: string) => names(await page(sam, new URLSearchParams({ search }).toString()));

  it('answers every client as a plain array without page parameters, and a page by name with them', async () => {
    const whole = (await sam('GET', '/api/clients')).body as Client[];
    expect(whole.map((client) => client.name)).toEqual(['Bob Hartley', 'Mia Chen', 'Sarah Nguyen', 'Tom Reid', 'Émile Zoë']);
    const first = await page(sam, 'limit=2');
    expect(first).toMatchObject({ total: 5, items: [{ name: 'Bob Hartley' }, { name: 'Mia Chen' }] });
    const second = await page(sam, `limit=2&cursor=${first.nextCursor}`);
    const third = await page(sam, `limit=2&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    expect([...first.items, ...second.items, ...third.items]).toEqual(whole);
  });

  it('finds a phone by its digits whatever the spacing, +61 as the 0 a tradie dials', async () => {
    expect(await found('0423111')).toEqual(['Sarah Nguyen']);
    expect(await found('0423 111 222')).toEqual(['Sarah Nguyen']);
    expect(await found('111222')).toEqual(['Sarah Nguyen']);
    expect(await found('98765432')).toEqual(['Mia Chen']);
    expect(await found('02 9876')).toEqual(['Mia Chen']);
    expect(await found('0499888')).toEqual(['Bob Hartley']);
    expect(await found('+61 423 111')).toEqual(['Sarah Nguyen']);
  });

  it('finds a name or an email in any case and script, and reads a search with letters as words', async () => {
    expect(await found('SARAH')).toEqual(['Sarah Nguyen']);
    expect(await found('hartley@')).toEqual(['Bob Hartley']);
    expect(await found('ÉMILE')).toEqual(['Émile Zoë']);
    expect(await found('plumber')).toEqual([]);
    expect(await found('unit 4')).toEqual([]);
    expect((await page(sam, 'search=example&limit=1')).total).toBe(5);
  });

  it('finds an address in any case, its lines read as one', async () => {
    expect(await found('banksia')).toEqual(['Sarah Nguyen']);
    expect(await found('St Newtown')).toEqual(['Sarah Nguyen']);
    expect(await found('ōTAKI')).toEqual(['Mia Chen']);
    expect(await found('2042')).toEqual(['Sarah Nguyen']);
    expect(await page(alex, 'search=banksia')).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it("shows a second owner nothing of the first's", async () => {
    const samsFirst = await page(sam, 'limit=1');
    expect(await page(alex, 'limit=100')).toEqual({ items: [], nextCursor: null, total: 0 });
    expect(await page(alex, 'search=0423111')).toEqual({ items: [], nextCursor: null, total: 0 });
    expect(await page(alex, `cursor=${samsFirst.nextCursor}`)).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('refuses bad parameters with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=x', 'limit'],
      ['cursor=nope', 'cursor'],
      [`cursor=${encodeCursor(['a', 'A', 'not-an-id'])}`, 'cursor'],
      [`search=${'0'.repeat(201)}`, 'search'],
      ['search=a&search=b', 'search'],
      ['search=0423%00', 'search'],
    ] as const) {
      const { status, body } = await sam('GET', `/api/clients?${query}`);
      expect(status, query).toBe(400);
      expect(Object.keys(body.error.fields), query).toEqual([field]);
    }
  });
});

describe('paging through 250 clients while more are added', () => {
  let running: RunningBusinessService;
  let owner: Api;
  beforeAll(async () => {
    running = await startBusinessService();
    owner = apiClient(running.url, testOwner('Sam'));
  });
  afterAll(() => running.stop());

  const add = async (count: number, name: (i: number) => string) => {
    for (let batch = 0; batch < count; batch += 10) {
      await Promise.all(Array.from({ length: Math.min(10, count - batch) }, (_, i) => owner('POST', '/api/clients', { name: name(batch + i), email: `c${batch + i}@example.com` })));
    }
  };

  it('returns each client exactly once in name order', async () => {
    // Some share a name: their ids keep the order.
    await add(250, (i) => `Client ${String(i % 200).padStart(3, '0')}`);
    const whole = ((await owner('GET', '/api/clients')).body as Client[]).map((client) => client.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: ClientPage = await page(owner, `limit=70${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...next.items.map((client) => client.id));
      cursor = next.nextCursor;
      // Clients added meanwhile sort before the cursor: on no later page.
      await add(2, (i) => `Aaron ${i}`);
    } while (cursor);
    expect(seen).toEqual(whole);
    expect(new Set(seen).size).toBe(250);
  });
});

describe('clients whose details need escaping in JSON', () => {
  let running: RunningBusinessService;
  let owner: Api;
  beforeAll(async () => {
    running = await startBusinessService();
    owner = apiClient(running.url, testOwner('Sam'));
  });
  afterAll(() => running.stop());

  it('lists quotes, backslashes, line breaks and any script exactly as typed, in the list and in a page', async () => {
    const typed = [
      { name: 'Dave "The Sparky" O\'Brien', email: 'dave@example.com', phone: '0400 000 001', address: 'Shop 2\\3, 1 Main Rd\nTamworth NSW 2340' },
      { name: 'Nguyễn Văn An 阮文安 😀', email: 'an@example.com', phone: null, address: null },
    ];
    for (const client of typed) expect((await owner('POST', '/api/clients', client)).status).toBe(201);
    const whole = (await owner('GET', '/api/clients')).body as Client[];
    expect(whole).toMatchObject(typed);
    expect((await page(owner, 'limit=10')).items).toEqual(whole);
  });
});
