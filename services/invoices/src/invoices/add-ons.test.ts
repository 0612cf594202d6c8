import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../test-services.ts';

const GUTTERS = {
  clientName: 'Zoe Nguyen',
  clientEmail: 'zoe@example.com',
  title: 'Gutters',
  items: [
    { description: 'Replace gutters', quantity: 1, unitPrice: 1000, type: 'labor' },
    { description: 'Gutter guard', quantity: 1, unitPrice: 300, type: 'materials', optional: true },
    { description: 'Downpipe', quantity: 1, unitPrice: 200, type: 'materials', optional: true },
  ],
};

describe('the invoice of a quote with add-ons bills exactly what the client chose (issue 17)', () => {
  let world: InvoicesWorld;
  let owner: Owner;
  let other: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    owner = await world.owner();
    other = await world.owner();
  });
  afterAll(() => world.stop());

  const invoiceOf = async (chosen: (ids: string[]) => string[] | null) => {
    const quote = await owner.quote(GUTTERS);
    expect((await owner.quotes('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    const items: { id: string; optional: boolean }[] = (await owner.quotes('GET', `/api/quotes/${quote.id}/items`)).body;
    const ids = chosen(items.filter((item) => item.optional).map((item) => item.id));
    if (ids) expect((await owner.quotes('PATCH', `/api/quotes/${quote.id}/public/approve`, { optionalItemIds: ids })).status).toBe(200);
    const invoice = await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {});
    expect(invoice.status).toBe(201);
    const lines = (await owner.invoices('GET', `/api/invoices/${invoice.body.id}/items`)).body.map((line: { description: string }) => line.description);
    return { quote, invoice: invoice.body, lines };
  };

  it('bills the base and the one add-on chosen, at the accepted total', async () => {
    const { quote, invoice, lines } = await invoiceOf(([guard]) => [guard!]);
    expect(lines).toEqual(['Replace gutters', 'Gutter guard']);
    expect(invoice).toMatchObject({ subtotal: '1300.00', taxAmount: '130.00', totalAmount: '1430.00' });
    expect((await owner.quotes('GET', `/api/quotes/${quote.id}`)).body.totalAmount).toBe(invoice.totalAmount);
  });

  it('bills no add-on when none was chosen, nor on a quote never accepted', async () => {
    expect((await invoiceOf(() => [])).lines).toEqual(['Replace gutters']);
    const unanswered = await invoiceOf(() => null);
    expect(unanswered.lines).toEqual(['Replace gutters']);
    expect(unanswered.invoice.totalAmount).toBe('1100.00');
  });

  it("another owner cannot invoice the quote (404)", async () => {
    const quote = await owner.quote(GUTTERS);
    expect((await other.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).status).toBe(404);
  });
});
