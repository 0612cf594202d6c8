import { InvoicePage, InvoiceSummary } from '@cobber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../testing/services.ts';

// What is owed at a glance. The list filters All / Unpaid / Overdue / Paid in the
// database, overdue by the due date against the business's own today.

// 14:30 UTC on 10 March 2026: already 11 March in Sydney (UTC+11), still 10 March in Perth (UTC+8).
const NOW = new Date('2026-03-10T14:30:00Z');

describe('the Invoices list and what is owed', () => {
  let world: InvoicesWorld;
  let sydney: Owner;
  let perth: Owner;
  /** Sydney's invoices by what becomes of them. */
  const made: Record<string, { id: string; invoiceNumber: string }> = {};

  const invoice = async (owner: Owner, dueDate: string) => {
    const quote = await owner.quote();
    const created = await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, { dueDate });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { id: string; invoiceNumber: string; totalAmount: string };
  };
  const pay = async (owner: Owner, invoiceId: string, paymentAmount: string) => {
    const receipt = await owner.invoices('POST', '/api/receipts', { invoiceId, paymentAmount, paymentMethod: 'Cash', paymentDate: '2026-03-01', clientName: 'Zoe Nguyen' });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201);
  };
  const page = async (owner: Owner, query: string): Promise<InvoicePage> => {
    const answer = await owner.invoices('GET', `/api/invoices?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return InvoicePage.parse(answer.body);
  };
  const numbers = (found: InvoicePage) => found.items.map((i) => i.invoiceNumber);

  beforeAll(async () => {
    world = await startInvoicesWorld({ clock: () => NOW });
    sydney = await world.owner({ timeZone: 'Australia/Sydney' });
    perth = await world.owner({ timeZone: 'Australia/Perth' });
    // Each invoice totals $511.17 (the test quote).
    made.pastDue = await invoice(sydney, '2026-02-20');
    made.dueYesterday = await invoice(sydney, '2026-03-10'); // Sydney's yesterday
    made.partPaidLate = await invoice(sydney, '2026-03-01');
    made.paid = await invoice(sydney, '2026-03-01');
    made.dueLater = await invoice(sydney, '2026-04-30');
    await pay(sydney, made.partPaidLate.id, '100.00');
    await pay(sydney, made.paid.id, '511.17');
    await invoice(perth, '2026-03-10'); // Perth's today: not overdue yet
    await invoice(perth, '2026-03-09');
  });
  afterAll(() => world.stop());

  it('filters All / Unpaid / Overdue / Paid newest first, counting every match', async () => {
    const all = await page(sydney, 'status=all&limit=30');
    expect(numbers(all)).toEqual(['INV-0005', 'INV-0004', 'INV-0003', 'INV-0002', 'INV-0001']);
    expect(all.total).toBe(5);
    const unpaid = await page(sydney, 'status=unpaid&limit=30');
    expect(numbers(unpaid)).toEqual([made.dueLater, made.partPaidLate, made.dueYesterday, made.pastDue].map((i) => i!.invoiceNumber));
    const overdue = await page(sydney, 'status=overdue&limit=30');
    expect(numbers(overdue)).toEqual([made.partPaidLate, made.dueYesterday, made.pastDue].map((i) => i!.invoiceNumber));
    expect(overdue.items.every((i) => i.status === 'overdue')).toBe(true);
    expect(overdue.items[0]).toMatchObject({ balanceDue: '411.17', totalAmount: '511.17', clientName: 'Zoe Nguyen', dueDate: '2026-03-01' });
    const paid = await page(sydney, 'status=paid');
    expect(paid).toMatchObject({ total: 1, nextCursor: null });
    expect(paid.items[0]).toMatchObject({ invoiceNumber: made.paid!.invoiceNumber, status: 'paid', balanceDue: '0.00' });
  });

  it('pages a filter with the cursor, the total staying the whole count', async () => {
    const first = await page(sydney, 'status=overdue&limit=2');
    expect(first.total).toBe(3);
    expect(first.nextCursor).not.toBeNull();
    const second = await page(sydney, `status=overdue&limit=2&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ total: 3, nextCursor: null });
    expect([...numbers(first), ...numbers(second)]).toEqual(numbers(await page(sydney, 'status=overdue&limit=30')));
  });

  it('counts an invoice overdue only once the business has ended its due date', async () => {
    const overdue = await page(perth, 'status=overdue&limit=30');
    expect(overdue.items.map((i) => i.dueDate)).toEqual(['2026-03-09']);
    const unpaid = await page(perth, 'status=unpaid');
    expect(unpaid.items.map((i) => [i.dueDate, i.status])).toEqual([
      ['2026-03-09', 'overdue'],
      ['2026-03-10', 'draft'],
    ]);
  });

  it('sums what is owed and what is overdue, each owner their own', async () => {
    const summary = InvoiceSummary.parse((await sydney.invoices('GET', '/api/invoices/summary')).body);
    // Four unpaid at $511.17, $100 paid on one: 2044.68 − 100; overdue three of them.
    expect(summary).toEqual({ owed: '1944.68', owedCount: 4, overdue: '1433.51', overdueCount: 3 });
    const theirs = InvoiceSummary.parse((await perth.invoices('GET', '/api/invoices/summary')).body);
    expect(theirs).toEqual({ owed: '1022.34', owedCount: 2, overdue: '511.17', overdueCount: 1 });
    const newcomer = await world.owner();
    expect((await newcomer.invoices('GET', '/api/invoices/summary')).body).toEqual({ owed: '0.00', owedCount: 0, overdue: '0.00', overdueCount: 0 });
  });

  it("never shows another owner's invoices, whatever the filter", async () => {
    for (const status of ['all', 'unpaid', 'overdue', 'paid']) {
      const theirs = await page(perth, `status=${status}&limit=30`);
      expect(theirs.items.every((i) => !Object.values(made).some((mine) => mine.id === i.id))).toBe(true);
    }
    expect((await page(perth, 'status=all')).total).toBe(2);
  });

  it('keeps the plain list and the receipt form’s unpaid=true, and refuses an unknown status naming it', async () => {
    const plain = (await sydney.invoices('GET', '/api/invoices')).body as unknown[];
    expect(plain).toHaveLength(5);
    expect(numbers(await page(sydney, 'unpaid=true&limit=100'))).toHaveLength(4);
    const refused = await sydney.invoices('GET', '/api/invoices?status=late');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Status must be all, unpaid, overdue or paid');
  });
});
