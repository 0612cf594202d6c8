import { CLIENT_ADDRESS_HEADER } from '@cobber/kit';
import { apiClient } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, until, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const NEEDS_RESENDING = 'Changed after sending — needs resending';

describe('the client accepts exactly what they read', () => {
  let world: QuotesWorld;
  let sam: Api;
  let publicApi: Api;
  let samId: string;
  let client: TestOwner['client'];

  const sentQuote = async () => {
    const { body: quote } = await sam('POST', '/api/quotes', { ...client, title: 'Downlights', items: SAMPLE_ITEMS });
    expect((await sam('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    return quote as { id: string };
  };
  const page = async (id: string) => (await publicApi('GET', `/api/quotes/${id}/public`)).body;
  const history = async (id: string) => (await sam('GET', `/api/quotes/${id}/history`)).body as { description: string; changeType: string; acceptance?: unknown }[];
  const answer = (id: string, path: 'approve' | 'reject', body?: unknown) =>
    publicApi('PATCH', `/api/quotes/${id}/public/${path}`, body, { [CLIENT_ADDRESS_HEADER]: '::ffff:203.0.113.7', 'user-agent': PHONE });

  beforeAll(async () => {
    world = await startQuotesWorld();
    const owner = await world.owner({ applyGST: true });
    sam = owner.quotes;
    samId = owner.id;
    client = owner.client;
    publicApi = apiClient(world.quotesUrl, null);
  });
  afterAll(() => world.stop());

  it('takes a sent quote back to draft when a price changes: a new revision, one history entry', async () => {
    const quote = await sentQuote();
    expect((await publicApi('PATCH', `/api/quotes/${quote.id}/public/view`)).body.status).toBe('viewed');
    const before = await page(quote.id);
    expect(before.quote).toMatchObject({ status: 'viewed', revision: 1, sentAt: expect.stringMatching(/Z$/) });

    const changed = await sam('PATCH', `/api/quotes/${quote.id}/items/0`, { unitPrice: 95 });
    expect(changed.status).toBe(200);
    const owner = (await sam('GET', `/api/quotes/${quote.id}`)).body;
    expect(owner).toMatchObject({ status: 'draft', revision: 2, totalAmount: '494.67' });
    const entries = await history(quote.id);
    expect(entries[0]).toMatchObject({ changeType: 'updated', description: NEEDS_RESENDING, oldValue: 'viewed', newValue: 'draft' });
    expect(entries.filter((e) => e.description === NEEDS_RESENDING)).toHaveLength(1);
    expect((await page(quote.id)).quote).toMatchObject({ status: 'draft', revision: 2, totalAmount: '494.67', sentAt: before.quote.sentAt });
    await until(() => world.events.some((e) => e.key === quote.id && (e.data as { revision: number }).revision === 2));

    // A second change to the draft: a new revision, no second "needs resending".
    await sam('PATCH', `/api/quotes/${quote.id}/items/1`, { quantity: 8 });
    expect((await page(quote.id)).quote.revision).toBe(3);
    expect((await history(quote.id)).filter((e) => e.description === NEEDS_RESENDING)).toHaveLength(1);

    // Sent again, the client can answer the new revision.
    await sam('POST', `/api/quotes/${quote.id}/send`);
    expect((await page(quote.id)).quote).toMatchObject({ status: 'sent', revision: 3 });
    expect((await answer(quote.id, 'approve', { revision: 3 })).body.status).toBe('approved');
  });

  it('does the same for a new line, the words on the page and a deposit request, but not for the client email', async () => {
    const changes: [string, string, unknown][] = [
      ['POST', '/api/quote-items', { description: 'Smoke alarm', quantity: 1, unitPrice: 60, type: 'materials' }],
      ['PATCH', '/api/quotes/:id', { title: 'Downlights and smoke alarm' }],
      ['PATCH', '/api/quotes/:id', { aiSummary: 'LEDs throughout.' }],
      ['POST', '/api/quotes/:id/deposit', { amount: 100 }],
    ];
    for (const [method, path, body] of changes) {
      const quote = await sentQuote();
      const withQuote = path === '/api/quote-items' ? { ...(body as object), quoteId: quote.id } : body;
      expect((await sam(method, path.replace(':id', quote.id), withQuote)).status, path).toBeLessThan(300);
      expect((await page(quote.id)).quote, `${method} ${path}`).toMatchObject({ status: 'draft', revision: 2 });
      expect((await history(quote.id))[0]!.description).toBe(NEEDS_RESENDING);
    }
    const quote = await sentQuote();
    await sam('PATCH', `/api/quotes/${quote.id}`, { clientEmail: 'zoe.nguyen@example.com' });
    expect((await page(quote.id)).quote).toMatchObject({ status: 'sent', revision: 1 });
  });

  it('refuses an answer to a revision that is no longer current (409), and nothing changes', async () => {
    const quote = await sentQuote();
    await sam('PATCH', `/api/quotes/${quote.id}/items/0`, { unitPrice: 120 });
    await sam('POST', `/api/quotes/${quote.id}/send`);
    await until(() => world.events.some((e) => e.type === 'quote.sent' && e.key === quote.id && (e.data as { revision: number }).revision === 2));
    const before = { page: await page(quote.id), history: await history(quote.id), events: world.events.length };
    expect(before.page.quote).toMatchObject({ status: 'sent', revision: 2 });

    for (const path of ['approve', 'reject'] as const) {
      const stale = await answer(quote.id, path, { revision: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toEqual({ code: 'quote_revised', message: 'This quote was updated — please review it again' });
    }
    expect(await page(quote.id)).toEqual(before.page);
    expect(await history(quote.id)).toEqual(before.history);
    expect(await world.quotes.db('quote_acceptances').where('quote_id', quote.id)).toEqual([]);
    expect(world.events.slice(before.events).filter((e) => e.key === quote.id)).toEqual([]);
  });

  it('refuses any answer while the quote is back in draft', async () => {
    const quote = await sentQuote();
    await sam('PATCH', `/api/quotes/${quote.id}/items/0`, { unitPrice: 120 });
    expect((await answer(quote.id, 'approve', { revision: 2 })).status).toBe(409);
    expect((await answer(quote.id, 'approve')).status).toBe(409);
    expect((await page(quote.id)).quote.status).toBe('draft');
  });

  it("still takes the spec's bare approve while the quote is sent", async () => {
    const quote = await sentQuote();
    const approved = await publicApi('PATCH', `/api/quotes/${quote.id}/public/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
  });

  it('records what the client accepted: revision, total, GST, time, address and browser', async () => {
    const quote = await sentQuote();
    await sam('PATCH', `/api/quotes/${quote.id}/items/0`, { unitPrice: 100 });
    await sam('POST', `/api/quotes/${quote.id}/send`);
    const started = Date.now();
    const approved = await answer(quote.id, 'approve', { revision: 2 });
    expect(approved.status).toBe(200);

    const record = {
      revision: 2,
      totalAmount: '511.17',
      taxAmount: '46.47',
      acceptedAt: expect.stringMatching(/Z$/),
      clientAddress: '203.0.113.7',
      userAgent: PHONE,
      optionalItemIds: [],
      signature: null,
      terms: null,
      termsAccepted: false,
    };
    const entries = await history(quote.id);
    const approval = entries.find((e) => e.changeType === 'approved')!;
    expect(approval.acceptance).toEqual(record);
    expect(entries.filter((e) => e.acceptance)).toHaveLength(1);
    const acceptedAt = Date.parse((approval.acceptance as { acceptedAt: string }).acceptedAt);
    expect(acceptedAt).toBeGreaterThanOrEqual(started - 1_000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1_000);
    await until(() => world.events.some((e) => e.type === 'quote.approved' && e.key === quote.id));
    const event = world.events.find((e) => e.type === 'quote.approved' && e.key === quote.id)!;
    expect(event.data).toMatchObject({ ownerId: samId, revision: 2, acceptance: record });
  });

  it('keeps the rules of an answered quote: its price stays, its words may change (a new revision)', async () => {
    const quote = await sentQuote();
    await answer(quote.id, 'approve', { revision: 1 });
    expect((await sam('PATCH', `/api/quotes/${quote.id}/items/0`, { unitPrice: 1 })).status).toBe(409);
    expect((await sam('PATCH', `/api/quotes/${quote.id}`, { title: 'Typo fixed' })).status).toBe(200);
    expect((await page(quote.id)).quote).toMatchObject({ status: 'approved', revision: 2 });
    expect((await history(quote.id)).map((e) => e.description)).not.toContain(NEEDS_RESENDING);
  });

  it('reprices drafts with a new revision when the business changes GST; a sent quote keeps its price and revision', async () => {
    const owner = await world.owner({ applyGST: false });
    const { body: draft } = await owner.quotes('POST', '/api/quotes', { ...owner.client, title: 'Fan', items: SAMPLE_ITEMS });
    const { body: out } = await owner.quotes('POST', '/api/quotes', { ...owner.client, title: 'Fan', items: SAMPLE_ITEMS });
    await owner.quotes('POST', `/api/quotes/${out.id}/send`);
    const { body: business } = await owner.business('GET', '/api/business');
    await owner.business('PATCH', `/api/business/${business.id}`, { applyGST: true });
    const ownView = async () => (await owner.quotes('GET', `/api/quotes/${draft.id}`)).body;
    await until(async () => (await ownView()).taxAmount !== '0.00');
    expect(await ownView()).toMatchObject({ status: 'draft', revision: 2, totalAmount: '478.17' });
    expect((await page(out.id)).quote).toMatchObject({ status: 'sent', revision: 1, totalAmount: '434.70' });
  });
});
