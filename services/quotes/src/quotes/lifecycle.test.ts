import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@cobber/kit/testing';
import { SAMPLE_ITEMS, startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('quote lifecycle: send, view, approve or decline, deposit', () => {
  let world: QuotesWorld;
  let sam: Api;
  let alex: Api;
  let publicApi: Api;
  let client: TestOwner['client'];
  const newQuote = async (extra: Record<string, unknown> = {}) =>
    (await sam('POST', '/api/quotes', { ...client, title: 'Downlights', items: SAMPLE_ITEMS, ...extra })).body;

  beforeAll(async () => {
    world = await startQuotesWorld();
    ({ quotes: sam, client } = await world.owner({ applyGST: true, name: 'Sparks Electrical' }));
    alex = (await world.owner()).quotes;
    publicApi = apiClient(world.quotesUrl, null);
  });
  afterAll(() => world.stop());

  it('emails the quote with its link and a PDF whose text has the total, and marks it sent', async () => {
    const quote = await newQuote();
    const sent = await sam('POST', `/api/quotes/${quote.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('sent');
    const mail = world.smtp.received.at(-1)!;
    expect(mail.to).toEqual(['zoe@example.com']);
    expect(mail.mail.subject).toContain('Sparks Electrical');
    expect(mail.mail.text).toContain(`http://cobber.test/quote/${quote.id}`);
    expect(mail.mail.html).toContain(`href="http://cobber.test/quote/${quote.id}"`);
    const pdf = mail.mail.attachments.find((a) => a.contentType === 'application/pdf')!;
    expect(pdf.filename).toBe(`Quote-${quote.quoteNumber}.pdf`);
    const text = await pdfText(pdf.content);
    expect(text).toContain('$478.17');
    expect(text).toContain('Zoe Nguyen');
  });

  it('refuses to send a quote without a client email (400) and leaves it a draft', async () => {
    const { body: quote } = await sam('POST', '/api/quotes', { clientName: 'Walk-in', clientEmail: 'x@example.com', title: 'Fan' });
    await sam('PATCH', `/api/quotes/${quote.id}`, { clientEmail: '' });
    const count = world.smtp.received.length;
    const refused = await sam('POST', `/api/quotes/${quote.id}/send`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.clientEmail).toBeDefined();
    expect(world.smtp.received).toHaveLength(count);
    expect((await sam('GET', `/api/quotes/${quote.id}`)).body.status).toBe('draft');
  });

  it('moves sent → viewed on the first public open, then approved; the history tells it all', async () => {
    const quote = await newQuote();
    // Never sent, there is nothing for a client to open or answer.
    expect((await publicApi('PATCH', `/api/quotes/${quote.id}/public/approve`)).status).toBe(404);
    expect((await publicApi('PATCH', `/api/quotes/${quote.id}/public/view`)).status).toBe(404);
    await sam('POST', `/api/quotes/${quote.id}/send`);
    expect((await publicApi('PATCH', `/api/quotes/${quote.id}/public/view`)).body.status).toBe('viewed');
    expect((await publicApi('PATCH', `/api/quotes/${quote.id}/public/view`)).body.status).toBe('viewed');
    const approved = await publicApi('PATCH', `/api/quotes/${quote.id}/public/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect((await publicApi('PATCH', `/api/quotes/${quote.id}/public/reject`)).status).toBe(409);
    expect((await publicApi('PATCH', `/api/quotes/${quote.id}/public/approve`)).status).toBe(409);
    const history = (await sam('GET', `/api/quotes/${quote.id}/history`)).body.map((h: { changeType: string }) => h.changeType);
    expect(history).toEqual(['approved', 'sent', 'created']);
  });

  it('lets the client decline a sent quote; a declined quote keeps its price', async () => {
    const quote = await newQuote();
    await sam('POST', `/api/quotes/${quote.id}/send`);
    expect((await publicApi('PATCH', `/api/quotes/${quote.id}/public/reject`)).body.status).toBe('rejected');
    expect((await sam('PATCH', `/api/quotes/${quote.id}/items/0`, { unitPrice: 1 })).status).toBe(409);
    expect((await sam('PATCH', `/api/quotes/${quote.id}`, { title: 'Typo fixed' })).status).toBe(200);
  });

  it('shows the client only what the public page needs', async () => {
    const quote = await newQuote({ description: 'Six LED downlights', clientEmail: 'private@example.com' });
    expect((await sam('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    const { status, body } = await publicApi('GET', `/api/quotes/${quote.id}/public`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['acceptance', 'business', 'deposit', 'items', 'options', 'photos', 'quote']);
    expect(body.acceptance).toBeNull();
    expect(body.photos).toEqual([]);
    expect(body.options).toEqual([]);
    expect(body.deposit).toBeNull();
    expect(body.quote).toMatchObject({ title: 'Downlights', clientName: 'Zoe Nguyen', status: 'sent', subtotal: '434.70', taxAmount: '43.47', totalAmount: '478.17', travelCost: '0.00' });
    expect(body.business).toMatchObject({ name: 'Sparks Electrical', phone: '0400 000 000', email: 'hi@sparks.au' });
    expect(JSON.stringify(body)).not.toContain('private@example.com');
    expect(body.items).toHaveLength(3);
    expect((await publicApi('GET', `/api/quotes/${crypto.randomUUID()}/public`)).status).toBe(404);
    expect((await publicApi('GET', '/api/quotes/not-an-id/public')).status).toBe(404);
  });

  it('adds one deposit line, at most the total, outside the price', async () => {
    const quote = await newQuote();
    expect((await sam('POST', `/api/quotes/${quote.id}/deposit`, { amount: '478.18' })).status).toBe(400);
    const deposit = await sam('POST', `/api/quotes/${quote.id}/deposit`, { amount: 143.45 });
    expect(deposit.status).toBe(201);
    expect(deposit.body).toMatchObject({ type: 'deposit', totalPrice: '143.45' });
    expect((await sam('POST', `/api/quotes/${quote.id}/deposit`, { amount: 10 })).status).toBe(409);
    expect((await sam('GET', `/api/quotes/${quote.id}`)).body.totalAmount).toBe('478.17');
    const history = (await sam('GET', `/api/quotes/${quote.id}/history`)).body;
    expect(history[0]).toMatchObject({ changeType: 'deposit', newValue: '143.45' });
    expect((await sam('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    expect((await publicApi('GET', `/api/quotes/${quote.id}/public`)).body.deposit).toEqual({ requested: '143.45', paid: '0.00', due: '143.45' });
  });

  it('lets only one of two simultaneous deposit requests through', async () => {
    const quote = await newQuote();
    const results = await Promise.all([1, 2, 3].map(() => sam('POST', `/api/quotes/${quote.id}/deposit`, { amount: 50 })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('keeps every quote id of one owner away from another (404 on each call)', async () => {
    const quote = await newQuote();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/quotes/${quote.id}`],
      ['GET', `/api/quotes/${quote.id}/items`],
      ['GET', `/api/quotes/${quote.id}/history`],
      ['PATCH', `/api/quotes/${quote.id}`, { title: 'Mine' }],
      ['PATCH', `/api/quotes/${quote.id}/items/0`, { unitPrice: 1 }],
      ['POST', '/api/quote-items', { quoteId: quote.id, description: 'Extra', quantity: 1, unitPrice: 1, type: 'other' }],
      ['POST', `/api/quotes/${quote.id}/send`],
      ['POST', `/api/quotes/${quote.id}/deposit`, { amount: 10 }],
    ];
    for (const [method, path, body] of calls) {
      const response = await alex(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await sam('GET', `/api/quotes/${quote.id}`)).body).toMatchObject({ title: 'Downlights', status: 'draft' });
    expect((await apiClient(world.quotesUrl, null)('GET', '/api/quotes')).status).toBe(401);
  });
});
