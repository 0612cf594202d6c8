import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE, startInvoicesWorld, type InvoicesWorld, type Owner } from '../testing/services.ts';

/** Midday on 23 November 2026 in Sydney. */
const NOW = new Date('2026-11-23T01:00:00.000Z');
/** What the original app sends for a due date: `toISOString()` of a date picked (19:00 in Sydney). */
const SEED_DUE_DATE = '2026-12-06T08:00:00.000Z';
/** Midnight at the start of 7 December in Sydney, as `toISOString()` gives it: still the 6th in UTC. */
const SYDNEY_MIDNIGHT_7_DECEMBER = '2026-12-06T13:00:00.000Z';

/**
 * The invoice calls of the product specification's API with exactly the bodies its client sends, over HTTP
 * (a body may carry every field the original API lists for its call).
 */
describe("the invoice calls take the seed's bodies", () => {
  let world: InvoicesWorld;
  let sam: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld({ clock: () => NOW });
    sam = await world.owner();
  });
  afterAll(() => world.stop());

  async function invoiceFromQuote(body: Record<string, unknown>) {
    const quote = await sam.quote();
    const made = await sam.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, body);
    expect(made.status).toBe(201);
    return made.body;
  }

  it('create-invoice: paymentMethod, an ISO due date and taxRate, kept as the Sydney calendar date', async () => {
    expect(await invoiceFromQuote({ paymentMethod: 'bank_transfer', dueDate: SEED_DUE_DATE, taxRate: 10 })).toMatchObject({
      paymentMethod: 'bank_transfer',
      dueDate: '2026-12-06',
      totalAmount: '511.17',
    });
    expect((await invoiceFromQuote({ paymentMethod: 'cash', dueDate: SYDNEY_MIDNIGHT_7_DECEMBER, taxRate: 10 })).dueDate).toBe('2026-12-07');
  });

  it('PATCH an invoice: title, description and an ISO due date', async () => {
    const invoice = await invoiceFromQuote({});
    const patched = await sam.invoices('PATCH', `/api/invoices/${invoice.id}`, { title: 'Kitchen downlights, done', description: '', dueDate: SYDNEY_MIDNIGHT_7_DECEMBER });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: 'Kitchen downlights, done', description: null, dueDate: '2026-12-07' });
  });

  it('add and change an item: description, quantity, unitPrice and type', async () => {
    const invoice = await invoiceFromQuote({});
    const added = await sam.invoices('POST', `/api/invoices/${invoice.id}/items`, { description: 'Extra downlight', quantity: 1, unitPrice: '24.95', type: 'materials' });
    expect(added.status).toBe(201);
    const changed = await sam.invoices('PATCH', `/api/invoices/${invoice.id}/items/${added.body.id}`, { description: 'Extra downlights', quantity: '2', unitPrice: '24.95', type: 'materials' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ quantity: '2.00', totalPrice: '49.90' });
  });

  it('send: message and paymentMethod', async () => {
    const invoice = await invoiceFromQuote({});
    const sent = await sam.invoices('POST', `/api/invoices/${invoice.id}/send`, { message: 'Thanks for your business!', paymentMethod: 'bank_transfer' });
    expect(sent.status).toBe(200);
  });

  it('mark-paid: the receipt data (clientName, clientEmail, paymentAmount, paymentMethod, paymentDate, description, messageTemplate)', async () => {
    const invoice = await invoiceFromQuote({});
    const paid = await sam.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, {
      clientName: 'Zoe and Sam Nguyen',
      clientEmail: 'accounts@nguyen.example',
      paymentAmount: '511.17',
      paymentMethod: 'PayID',
      // 00:30 on 23 November in Sydney.
      paymentDate: '2026-11-22T13:30:00.000Z',
      description: 'Kitchen downlights',
      messageTemplate: 'Thanks Zoe, all paid up.',
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      clientName: 'Zoe and Sam Nguyen',
      clientEmail: 'accounts@nguyen.example',
      paymentAmount: '511.17',
      paymentMethod: 'PayID',
      paymentDate: '2026-11-23',
      description: 'Kitchen downlights',
      messageTemplate: 'Thanks Zoe, all paid up.',
      invoiceId: invoice.id,
    });
    expect((await sam.invoices('GET', `/api/invoices/${invoice.id}`)).body.status).toBe('paid');
  });

  it("mark-paid: who paid is the invoice's client when the body leaves them out", async () => {
    const invoice = await invoiceFromQuote({});
    const paid = await sam.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, { clientName: '', clientEmail: '', paymentMethod: 'Cash' });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ clientName: QUOTE.clientName, clientEmail: QUOTE.clientEmail, paymentAmount: '511.17', paymentDate: '2026-11-23' });
  });

  it('mark-paid: the body may name this invoice and its quote, not others', async () => {
    const invoice = await invoiceFromQuote({});
    const other = await invoiceFromQuote({});
    const refused = await sam.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, { invoiceId: other.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ invoiceId: 'The receipt is for the invoice being marked paid' });
    expect((await sam.invoices('GET', `/api/invoices/${invoice.id}`)).body.status).toBe('draft');
    const paid = await sam.invoices('POST', `/api/invoices/${invoice.id}/mark-paid`, { invoiceId: invoice.id, quoteId: invoice.quoteId });
    expect(paid.status).toBe(201);
  });
});
