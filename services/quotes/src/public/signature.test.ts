import { pdfText } from '@cobber/contracts/documents/reading';
import { apiClient, blankPng } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, until, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';
import { dataUrl, SIGNATURE } from '../testing/signature.ts';

const TERMS = 'Payment within 14 days.\nVariations quoted in writing.';

describe('a signature on acceptance', () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  let client: Api;
  beforeAll(async () => {
    world = await startQuotesWorld();
    sam = await world.owner();
    client = apiClient(world.quotesUrl, null);
  });
  afterAll(() => world.stop());

  const settings = async (change: Record<string, unknown>) => {
    const business = (await sam.business('GET', '/api/business')).body;
    expect((await sam.business('PATCH', `/api/business/${business.id}`, change)).status).toBe(200);
    const quote = await sentQuote();
    await until(async () => {
      const shown = (await client('GET', `/api/quotes/${quote}/public`)).body.business;
      return Object.entries(change).every(([key, value]) => shown[key] === value);
    });
  };
  const sentQuote = async () => {
    const { body: quote } = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: 'Switchboard', items: SAMPLE_ITEMS });
    expect((await sam.quotes('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    return quote.id as string;
  };
  const approve = (id: string, body?: unknown) => client('PATCH', `/api/quotes/${id}/public/approve`, body);

  it('needs no signature when the business asks for none, and keeps one given anyway', async () => {
    expect((await approve(await sentQuote())).status).toBe(200);
    const signed = await sentQuote();
    expect((await approve(signed, { signature: SIGNATURE })).status).toBe(200);
    const approval = (await sam.quotes('GET', `/api/quotes/${signed}/history`)).body.find((e: { changeType: string }) => e.changeType === 'approved');
    expect(approval.acceptance).toMatchObject({ signature: SIGNATURE, terms: null, termsAccepted: false });
  });

  it('asks for the name and signature when the business asks clients to sign (400 naming each), then keeps them', async () => {
    await settings({ requireSignature: true });
    const id = await sentQuote();
    const missing = await approve(id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ 'signature.name': 'Please type your full name', 'signature.image': 'Please sign in the box' });
    const noName = await approve(id, { signature: { name: ' ', image: SIGNATURE.image } });
    expect(noName.body.error.fields).toEqual({ 'signature.name': 'Please type your full name' });
    expect((await sam.quotes('GET', `/api/quotes/${id}`)).body.status).toBe('sent');
    const started = Date.now();
    expect((await approve(id, { signature: SIGNATURE }, )).status).toBe(200);
    const approval = (await sam.quotes('GET', `/api/quotes/${id}/history`)).body.find((e: { changeType: string }) => e.changeType === 'approved');
    expect(approval.acceptance.signature).toEqual(SIGNATURE);
    expect(Date.parse(approval.acceptance.acceptedAt)).toBeGreaterThanOrEqual(started - 1000);
    expect((await client('GET', `/api/quotes/${id}/public`)).body.acceptance).toMatchObject({ signedBy: 'Zoe Nguyen' });

    // Sent again once accepted, its PDF says who accepted it and when, with the signature.
    const pdfs = () => world.smtp.received.filter((m) => m.mail.attachments.some((a) => a.contentType === 'application/pdf'));
    const before = pdfs().length;
    // A new key: the same body within minutes of the first send would be that send again (kit sendOnce).
    expect((await sam.quotes('POST', `/api/quotes/${id}/send`, {}, { 'Idempotency-Key': crypto.randomUUID() })).status).toBe(200);
    await until(() => pdfs().length > before);
    // The last mail with a PDF: the owner's notifications go through the same server.
    const pdf = pdfs().at(-1)!.mail.attachments.find((a) => a.contentType === 'application/pdf')!;
    const { text } = await pdfText(new Uint8Array(pdf.content));
    expect(text).toMatch(/Accepted by Zoe Nguyen on \d\d\/\d\d\/\d{4} \d\d:\d\d AE[DS]T/);
    expect(text).not.toContain('Accept this quote online');
  });

  it("gives the owner the signed quote's PDF; another owner's is not found", async () => {
    const id = await sentQuote();
    expect((await approve(id, { signature: SIGNATURE, termsAccepted: true })).status).toBe(200);
    const response = await fetch(`${world.quotesUrl}/api/quotes/${id}/pdf`, { headers: sam.identity() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Quote-Q-\d{4}\.pdf"$/);
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toMatch(/Accepted by Zoe Nguyen on \d\d\/\d\d\/\d{4} \d\d:\d\d AE[DS]T/);
    const alex = await world.owner();
    expect((await fetch(`${world.quotesUrl}/api/quotes/${id}/pdf`, { headers: alex.identity() })).status).toBe(404);
    expect((await fetch(`${world.quotesUrl}/api/quotes/${id}/pdf`)).status).toBe(401);
  });

  it('with terms, asks for agreement too and keeps the terms as they were read', async () => {
    await settings({ quoteTerms: TERMS, requireSignature: false });
    const id = await sentQuote();
    expect((await client('GET', `/api/quotes/${id}/public`)).body.business.quoteTerms).toBe(TERMS);
    const unsigned = await approve(id, { termsAccepted: true });
    expect(Object.keys(unsigned.body.error.fields).sort()).toEqual(['signature.image', 'signature.name']);
    const disagreed = await approve(id, { signature: SIGNATURE, termsAccepted: false });
    expect(disagreed.body.error.fields).toEqual({ termsAccepted: 'Please agree to the terms and conditions' });
    expect((await approve(id, { signature: SIGNATURE, termsAccepted: true })).status).toBe(200);
    const approval = (await sam.quotes('GET', `/api/quotes/${id}/history`)).body.find((e: { changeType: string }) => e.changeType === 'approved');
    expect(approval.acceptance).toMatchObject({ terms: TERMS, termsAccepted: true, signature: { name: 'Zoe Nguyen' } });
  });

  it('takes only a PNG, by its bytes, of a sane size: never an SVG', async () => {
    const id = await sentQuote();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/png;base64,AAAA"/></svg>');
    const refused = [
      dataUrl(svg, 'image/svg+xml'),
      dataUrl(svg),
      dataUrl(blankPng(2001, 100)),
      dataUrl(blankPng(100, 1001)),
      dataUrl(Buffer.concat([blankPng(10, 10).subarray(0, 40)])),
      `${SIGNATURE.image.slice(0, 40)}!!!`,
      dataUrl(Buffer.concat([blankPng(10, 10), Buffer.alloc(210 * 1024)])),
    ];
    for (const image of refused) {
      const answer = await approve(id, { signature: { name: 'Zoe Nguyen', image }, termsAccepted: true });
      expect(answer.status, image.slice(0, 30)).toBe(400);
      expect(Object.keys(answer.body.error.fields)).toEqual(['signature.image']);
    }
    expect((await approve(id, { signature: { name: 'Zoe Nguyen', image: dataUrl(blankPng(2000, 1000)) }, termsAccepted: true })).status).toBe(200);
  });
});
