import { encodeCursor, ReceiptPage, type Receipt } from '@cobber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, type Api, type InvoicesWorld, type Owner } from '../testing/services.ts';

// Receipts asks for a page at a time, filtered (All / Sent / Unsent) and searched on the server.

const numbers = (page: { items: Receipt[] }) => page.items.map((receipt) => receipt.receiptNumber);

async function page(owner: Api, query: string): Promise<ReceiptPage> {
  const answer = await owner('GET', `/api/receipts?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ReceiptPage.parse(answer.body);
}

describe('receipts a page at a time', () => {
  let world: InvoicesWorld;
  let sam: Owner;
  let alex: Owner;

  const receipt = async (owner: Owner, clientName: string, paymentAmount: string): Promise<Receipt> => {
    const made = await owner.invoices('POST', '/api/receipts', { clientName, clientEmail: 'client@example.com', paymentAmount, paymentMethod: 'Cash', paymentDate: '2025-07-01' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body;
  };

  beforeAll(async () => {
    world = await startInvoicesWorld();
    [sam, alex] = [await world.owner(), await world.owner()];
    // REC-0001 … REC-0005, oldest first; REC-0002 and REC-0004 go out.
    await receipt(sam, 'Sarah Nguyen', '100.00');
    const second = await receipt(sam, 'Bob Hartley', '827.75');
    await receipt(sam, 'Émile Zoë', '100.00');
    const fourth = await receipt(sam, 'Sarah Nguyen', '250.00');
    await receipt(sam, 'Mia Chen', '100.00');
    for (const sent of [second, fourth]) expect((await sam.invoices('POST', `/api/receipts/${sent.id}/send`, { method: 'email' })).status).toBe(200);
  });
  afterAll(() => world.stop());

  const found = async (search: string, status = 'all') => numbers(await page(sam.invoices, new URLSearchParams({ search, status }).toString()));

  it('answers every receipt as a plain array without page parameters, and pages newest first with them', async () => {
    const whole = (await sam.invoices('GET', '/api/receipts')).body as Receipt[];
    expect(whole.map((r) => r.receiptNumber)).toEqual(['REC-0005', 'REC-0004', 'REC-0003', 'REC-0002', 'REC-0001']);
    const first = await page(sam.invoices, 'limit=3');
    expect(first.total).toBe(5);
    const second = await page(sam.invoices, `limit=3&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items]).toEqual(whole);
  });

  it('filters All / Sent / Unsent as the screen does', async () => {
    expect(await found('', 'sent')).toEqual(['REC-0004', 'REC-0002']);
    expect(await found('', 'unsent')).toEqual(['REC-0005', 'REC-0003', 'REC-0001']);
    expect((await page(sam.invoices, 'status=unsent&limit=1')).total).toBe(3);
  });

  it("finds the client's name in any case and script, the receipt's number and its amount", async () => {
    expect(await found('SARAH')).toEqual(['REC-0004', 'REC-0001']);
    expect(await found('émile')).toEqual(['REC-0003']);
    expect(await found('REC-0003')).toEqual(['REC-0003']);
    expect(await found('rec3')).toEqual(['REC-0003']);
    expect(await found('$827')).toEqual(['REC-0002']);
    expect(await found('827.75', 'unsent')).toEqual([]);
    expect(await found('sarah', 'sent')).toEqual(['REC-0004']);
  });

  it("shows a second owner nothing of the first's", async () => {
    const samsFirst = await page(sam.invoices, 'limit=1');
    expect(await page(alex.invoices, 'limit=100')).toEqual({ items: [], nextCursor: null, total: 0 });
    expect(await page(alex.invoices, 'search=sarah')).toEqual({ items: [], nextCursor: null, total: 0 });
    expect(await page(alex.invoices, `cursor=${samsFirst.nextCursor}`)).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('refuses bad parameters with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['cursor=nope', 'cursor'],
      [`cursor=${encodeCursor(['2025-07-01T00:00:00.000000Z', 'x'])}`, 'cursor'],
      ['status=draft', 'status'],
      [`search=${'a'.repeat(201)}`, 'search'],
    ] as const) {
      const { status, body } = await sam.invoices('GET', `/api/receipts?${query}`);
      expect(status, query).toBe(400);
      expect(Object.keys(body.error.fields), query).toEqual([field]);
    }
  });

  it('pages through 250 receipts once each, newest first, while more are recorded', async () => {
    const owner = await world.owner();
    const record = async (count: number) => {
      for (let batch = 0; batch < count; batch += 10) await Promise.all(Array.from({ length: Math.min(10, count - batch) }, () => receipt(owner, 'Zoe Nguyen', '10.00')));
    };
    await record(250);
    const whole = ((await owner.invoices('GET', '/api/receipts')).body as Receipt[]).map((r) => r.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: ReceiptPage = await page(owner.invoices, `limit=70${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...next.items.map((r) => r.id));
      cursor = next.nextCursor;
      await record(2);
    } while (cursor);
    expect(seen).toEqual(whole);
    expect(new Set(seen).size).toBe(250);
  });
});
