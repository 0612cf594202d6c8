import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE, startInvoicesWorld, until, type InvoicesWorld, type Owner } from '../testing/services.ts';

type Item = { id: string; description: string; type: string; totalPrice: string };

describe("an invoice's deposit is a payment request, not a line the owner edits", () => {
  let world: InvoicesWorld;
  let owner: Owner;
  let other: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner();
    other = await world.owner();
  });
  afterAll(() => world.stop());

  /** An invoice from a quote with a $100.00 deposit requested, and its lines. */
  async function invoiceWithDeposit(): Promise<{ id: string; items: Item[] }> {
    const quote = await owner.quote({ ...QUOTE, includeTravel: false });
    await owner.quotes('POST', `/api/quotes/${quote.id}/deposit`, { amount: '100.00' });
    await until(async () => {
      const row = await world.db('quotes').where('id', quote.id).first('snapshot');
      return row.snapshot.items.some((item: { type: string }) => item.type === 'deposit');
    });
    const invoice = (await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body as { id: string };
    return { id: invoice.id, items: (await owner.invoices('GET', `/api/invoices/${invoice.id}/items`)).body };
  }

  it('refuses to change or delete the deposit line (409), and leaves the invoice as it was', async () => {
    const invoice = await invoiceWithDeposit();
    const deposit = invoice.items.find((item) => item.type === 'deposit')!;
    const before = (await owner.invoices('GET', `/api/invoices/${invoice.id}`)).body;

    const changed = await owner.invoices('PATCH', `/api/invoices/${invoice.id}/items/${deposit.id}`, { unitPrice: '500.00' });
    expect(changed.status).toBe(409);
    expect(changed.body.error).toMatchObject({ code: 'conflict', message: expect.stringContaining('The deposit is a payment against the total') });
    const deleted = await owner.invoices('DELETE', `/api/invoices/${invoice.id}/items/${deposit.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.message).toContain('cannot be changed or deleted');

    expect((await owner.invoices('GET', `/api/invoices/${invoice.id}/items`)).body).toEqual(invoice.items);
    expect((await owner.invoices('GET', `/api/invoices/${invoice.id}`)).body).toEqual(before);
  });

  it('refuses to turn a priced line into a deposit (409)', async () => {
    const invoice = await invoiceWithDeposit();
    const labour = invoice.items.find((item) => item.type === 'labor')!;
    const turned = await owner.invoices('PATCH', `/api/invoices/${invoice.id}/items/${labour.id}`, { type: 'deposit' });
    expect(turned.status).toBe(409);
    expect(turned.body.error.message).toBe('A line cannot become a deposit: a deposit comes only from a deposit request');
    expect((await owner.invoices('GET', `/api/invoices/${invoice.id}/items`)).body).toEqual(invoice.items);
  });

  it("answers another owner 404 for the invoice's lines, the deposit among them", async () => {
    const invoice = await invoiceWithDeposit();
    for (const item of invoice.items) {
      expect((await other.invoices('PATCH', `/api/invoices/${invoice.id}/items/${item.id}`, { description: 'Mine now' })).status).toBe(404);
      expect((await other.invoices('DELETE', `/api/invoices/${invoice.id}/items/${item.id}`)).status).toBe(404);
    }
    expect((await owner.invoices('GET', `/api/invoices/${invoice.id}/items`)).body).toEqual(invoice.items);
  });
});
