import { blankPng } from '@cobber/kit/testing';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvoicesWorld, until, type InvoicesWorld, type Owner } from '../testing/services.ts';

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

describe('the invoice of a quote with add-ons bills exactly what the client chose', () => {
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

  it("prints 'Accepted by {name} on {date, time}' on the invoice of a signed quote", async () => {
    const business = (await owner.business('GET', '/api/business')).body;
    expect((await owner.business('PATCH', `/api/business/${business.id}`, { requireSignature: true })).status).toBe(200);
    const quote = await owner.quote(GUTTERS);
    expect((await owner.quotes('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    await until(async () => (await owner.quotes('GET', `/api/quotes/${quote.id}/public`)).body.business.requireSignature === true);
    const signature = { name: 'Zoe Nguyen', image: `data:image/png;base64,${blankPng(240, 80).toString('base64')}` };
    expect((await owner.quotes('PATCH', `/api/quotes/${quote.id}/public/approve`, {})).status).toBe(400);
    expect((await owner.quotes('PATCH', `/api/quotes/${quote.id}/public/approve`, { signature })).status).toBe(200);
    await until(async () => Boolean((await world.db('quotes').where('id', quote.id).first()).snapshot.acceptance));
    const invoice = (await owner.invoices('POST', `/api/quotes/${quote.id}/create-invoice`, {})).body;
    expect((await owner.invoices('POST', `/api/invoices/${invoice.id}/send`, {})).status).toBe(200);
    const mail = world.smtp.received.find((m) => m.mail.subject?.includes(invoice.invoiceNumber))!;
    const pdf = await getDocumentProxy(new Uint8Array(mail.mail.attachments[0]!.content));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toMatch(/Accepted by Zoe Nguyen on \d\d\/\d\d\/\d{4} \d\d:\d\d AE[DS]T/);
  });
});
