import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOTH_WAYS, startGatewayWithServices, type RunningApp } from '../testing/app.ts';
import { Browser } from '../testing/gateway.ts';

const email = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe.each(BOTH_WAYS)('what the answers tell browsers and caches, $how', ({ inProcess }) => {
  let app: RunningApp;
  let sam: Browser;
  let alex: Browser;
  let quoteId: string;
  let invoiceId: string;

  beforeAll(async () => {
    app = await startGatewayWithServices({}, { inProcess });
    sam = new Browser(app.gateway.url);
    alex = new Browser(app.gateway.url);
    await sam.signUp(email('sam'));
    await alex.signUp(email('alex'));
    expect((await sam.request('POST', '/api/business', { name: 'Sparks Electrical' })).status).toBe(201);
    const client = (await (await sam.request('POST', '/api/clients', { name: 'Zoe Nguyen', email: 'zoe@example.com' })).json()) as { id: string };
    const quote = await sam.request('POST', '/api/quotes', {
      clientId: client.id,
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      title: 'Switchboard upgrade',
      items: [{ description: 'Electrician', quantity: 4, unitPrice: 90, type: 'labor' }],
    });
    expect(quote.status).toBe(201);
    quoteId = ((await quote.json()) as { id: string }).id;
    expect((await sam.request('POST', `/api/quotes/${quoteId}/send`)).status).toBe(200);
    const invoice = await sam.request('POST', `/api/quotes/${quoteId}/create-invoice`, {});
    expect(invoice.status).toBe(201);
    invoiceId = ((await invoice.json()) as { id: string }).id;
  });
  afterAll(() => app.stop());

  it("keeps every service's answer to an owner out of every cache, the browser's included", async () => {
    for (const path of ['/api/business', '/api/clients', `/api/quotes/${quoteId}`, `/api/quotes/${quoteId}/items`, `/api/invoices/${invoiceId}`, '/api/invoices', '/api/notifications']) {
      const answer = await sam.request('GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const pdf = await sam.request('GET', `/api/quotes/${quoteId}/pdf`);
    expect([pdf.status, pdf.headers.get('content-type'), pdf.headers.get('cache-control')]).toEqual([200, 'application/pdf', 'private, no-store']);
    // Another owner's id, and no owner at all: the refusal is not kept either.
    const foreign = await alex.request('GET', `/api/quotes/${quoteId}`);
    expect([foreign.status, foreign.headers.get('cache-control')]).toEqual([404, 'private, no-store']);
    const signedOut = await new Browser(app.gateway.url).request('GET', `/api/invoices/${invoiceId}`);
    expect([signedOut.status, signedOut.headers.get('cache-control')]).toEqual([401, 'private, no-store']);
  });

  it('still answers the quote list 304 to a caller that sends its ETag back, kept by no cache', async () => {
    const first = await sam.request('GET', '/api/quotes');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${app.gateway.url}/api/quotes`, { headers: { cookie: sam.cookieHeader(), 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves public answers as their service made them', async () => {
    const page = await fetch(`${app.gateway.url}/api/quotes/${quoteId}/public`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const document = await fetch(`${app.gateway.url}/api/openapi.json`);
    expect(document.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('lets pages use the camera, the microphone and card wallets, and nothing else a browser offers', async () => {
    const pages = [
      await fetch(`${app.gateway.url}/`),
      await fetch(`${app.gateway.url}/clients`),
      await fetch(`${app.gateway.url}/quote/${quoteId}`),
      await sam.request('GET', '/'),
    ];
    for (const page of pages) {
      expect(page.headers.get('content-type'), page.url).toMatch(/^text\/html/);
      const policy = page.headers.get('permissions-policy') ?? '';
      const features = Object.fromEntries(policy.split(', ').map((directive) => directive.split('=') as [string, string]));
      expect(features, page.url).toMatchObject({ camera: '(self)', microphone: '(self)', payment: '(self "https://js.stripe.com")', geolocation: '()', usb: '()', 'browsing-topics': '()' });
      const allowed = Object.entries(features).filter(([, origins]) => origins !== '()');
      expect(allowed.map(([feature]) => feature).sort(), page.url).toEqual(['camera', 'microphone', 'payment']);
      expect(policy, page.url).not.toContain('*');
    }
  });
});
