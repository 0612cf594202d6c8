import { apiClient } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, type InvoicesWorld, type Owner } from '../testing/services.ts';

describe('an invoice never sent stays private', () => {
  let world: InvoicesWorld;
  let sam: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    sam = await world.owner();
  });
  afterAll(() => world.stop());

  const anyone = () => apiClient(world.invoicesUrl, null);
  const invoice = async () => {
    const quote = await sam.quote();
    return (await sam.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body as { id: string };
  };
  const publicReads = (id: string) => [`/api/invoices/${id}/public`, `/api/invoices/${id}/items/public`];

  it('answers 404 to its public read and lines (what its page and PDF are made from) until it is sent', async () => {
    const draft = await invoice();
    for (const path of publicReads(draft.id)) {
      const answer = await anyone()('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Invoice not found' } });
    }
    expect((await sam.invoices('POST', `/api/invoices/${draft.id}/send`, {})).status).toBe(200);
    for (const path of publicReads(draft.id)) expect((await anyone()('GET', path)).status, path).toBe(200);
  });

  it('keeps a draft marked paid without being sent private too', async () => {
    const draft = await invoice();
    expect((await sam.invoices('POST', `/api/invoices/${draft.id}/mark-paid`, {})).status).toBe(201);
    expect((await anyone()('GET', `/api/invoices/${draft.id}/public`)).status).toBe(404);
  });
});

describe("a receipt names only the owner's own invoice or quote", () => {
  let world: InvoicesWorld;
  let sam: Owner;
  let alex: Owner;
  beforeAll(async () => {
    world = await startInvoicesWorld();
    [sam, alex] = [await world.owner(), await world.owner()];
  });
  afterAll(() => world.stop());

  const receipt = { clientName: 'Zoe Nguyen', paymentAmount: '100.00', paymentMethod: 'Cash', paymentDate: '2026-01-15' };

  it("refuses another owner's invoice or quote, or none, with 404 naming the field; no receipt is made", async () => {
    const theirQuote = await alex.quote();
    const theirInvoice = (await alex.invoices('POST', `/api/quotes/${theirQuote.id}/create-invoice`, {})).body;
    const cases: [string, string, string][] = [
      ['invoiceId', theirInvoice.id, 'No such invoice'],
      ['invoiceId', crypto.randomUUID(), 'No such invoice'],
      ['quoteId', theirQuote.id, 'No such quote'],
      ['quoteId', crypto.randomUUID(), 'No such quote'],
    ];
    for (const [field, id, message] of cases) {
      const answer = await sam.invoices('POST', '/api/receipts', { ...receipt, [field]: id });
      expect(answer.status, `${field} ${id}`).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'not_found', message, fields: { [field]: message } } });
    }
    expect((await sam.invoices('GET', '/api/receipts')).body).toEqual([]);
    const mine = await sam.quote();
    expect((await sam.invoices('POST', '/api/receipts', { ...receipt, quoteId: mine.id })).status).toBe(201);
  });
});
