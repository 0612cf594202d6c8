import { IDENTITY_HEADER, signIdentity } from '@cobber/kit';
import { TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owningService } from './proxy/routing-table.ts';
import { Browser, startGateway, type RunningGateway } from './testing/gateway.ts';

const email = () => `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('the edge', () => {
  let gateway: RunningGateway;
  let sam: Browser;
  let alex: Browser;

  beforeAll(async () => {
    gateway = await startGateway();
    sam = new Browser(gateway.url);
    alex = new Browser(gateway.url);
    await sam.signUp(email());
    await alex.signUp(email());
  });
  afterAll(() => gateway.stop());

  it('proxies owner calls with the signed-in identity, each owner seeing only their own', async () => {
    const created = await sam.request('POST', '/api/clients', { name: 'Zoe', email: 'zoe@example.com' });
    expect(created.status).toBe(201);
    const client = await created.json();
    expect((await (await sam.request('GET', '/api/clients')).json()).map((c: { id: string }) => c.id)).toEqual([client.id]);
    expect(await (await alex.request('GET', '/api/clients')).json()).toEqual([]);
    expect((await alex.request('PATCH', `/api/clients/${client.id}`, { name: 'Mine now' })).status).toBe(404);
  });

  it('answers 401 to a signed-out owner call', async () => {
    expect((await new Browser(gateway.url).request('GET', '/api/clients')).status).toBe(401);
  });

  it('strips a client-sent identity header, even a correctly signed one', async () => {
    const forged = signIdentity({ id: crypto.randomUUID(), email: 'x@y.z', firstName: 'X', emailConfirmed: true }, TEST_IDENTITY_SECRET);
    const response = await fetch(`${gateway.url}/api/clients`, { headers: { [IDENTITY_HEADER]: forged } });
    expect(response.status).toBe(401);
  });

  it('refuses a state-changing request with the session cookie from another origin (403)', async () => {
    sam.origin = 'https://evil.example';
    const evil = await sam.request('POST', '/api/clients', { name: 'Evil', email: 'e@example.com' });
    sam.origin = null;
    const none = await sam.request('POST', '/api/clients', { name: 'None', email: 'n@example.com' });
    sam.origin = gateway.url;
    expect(evil.status).toBe(403);
    expect(none.status).toBe(403);
    const withReferer = await fetch(`${gateway.url}/api/clients`, {
      method: 'POST',
      headers: { cookie: sam.cookieHeader(), referer: `${gateway.url}/clients`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Referred', email: 'r@example.com' }),
    });
    expect(withReferer.status).toBe(201);
    const names = (await (await sam.request('GET', '/api/clients')).json()).map((c: { name: string }) => c.name);
    expect(names).not.toContain('Evil');
    expect(names).not.toContain('None');
  });

  it('refuses a sign-in posted from another site', async () => {
    const browser = new Browser(gateway.url);
    browser.origin = 'https://evil.example';
    expect((await browser.logIn(email())).status).toBe(403);
  });

  it('routes every spec path to its owner; paths of services not running answer 503', async () => {
    expect(owningService('/api/quotes/abc/create-invoice')).toBe('invoices');
    expect(owningService('/api/invoices/abc/create-deposit-payment')).toBe('payments');
    expect(owningService('/api/quotes/abc/public/approve')).toBe('quotes');
    expect(owningService('/api/quotes/abc/public/deposit-payment')).toBe('payments');
    expect(owningService('/api/quote-items')).toBe('quotes');
    expect(owningService('/api/generate-quote')).toBe('quotes');
    expect(owningService('/api/receipts/abc/download')).toBe('invoices');
    expect(owningService('/api/upload-logo')).toBe('business');
    expect(owningService('/api/business/upload-logo')).toBe('business');
    expect(owningService('/api/payments/stripe/webhook')).toBe('payments');
    const quotes = await sam.request('GET', '/api/quotes');
    expect(quotes.status).toBe(503);
    expect((await quotes.json()).error.message).toMatch(/quotes service is not running/);
    for (const nothing of ['/api/nothing-here', '/api', '/api/', `/api/quotes/${crypto.randomUUID()}/nothing`]) {
      const answer = await sam.request('GET', nothing);
      expect(answer.status, nothing).toBe(404);
      expect(answer.headers.get('content-type'), nothing).toMatch(/^application\/json/);
    }
  });

  it('sets security headers, and HSTS only on HTTPS', async () => {
    const response = await fetch(`${gateway.url}/api/health`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const proxied = await sam.request('GET', '/api/clients');
    expect(proxied.headers.get('x-content-type-options')).toBe('nosniff');
    const secure = await startGateway({ PUBLIC_URL: 'https://cobber.example' });
    try {
      expect((await fetch(`${secure.url}/api/health`)).headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await secure.stop();
    }
  });

  it('hosts the shell with history fallback and lists built remotes with their route tables in the runtime config', async () => {
    const page = await fetch(`${gateway.url}/clients`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${gateway.url}/quote/123/details`)).status).toBe(200);
    const asset = await fetch(`${gateway.url}/main.0123abcd.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${gateway.url}/missing.js`)).status).toBe(404);
    const config = await (await fetch(`${gateway.url}/runtime-config.json`)).json();
    expect(config).toEqual({
      remotes: [
        { name: 'mfe_clients', entry: '/mfe/clients/mf-manifest.json', routes: [{ path: '/clients', access: 'owner', tab: 'clients' }] },
        { name: 'mfe_quotes', entry: '/mfe/quotes/mf-manifest.json' },
      ],
    });
    expect((await fetch(`${gateway.url}/mfe/clients/mf-manifest.json`)).status).toBe(200);
    expect((await fetch(`${gateway.url}/mfe/clients/nope.js`)).status).toBe(404);
    expect(await (await fetch(`${gateway.url}/mfe/clients/`)).text()).toContain('Clients on its own');
  });

  it('opens a visit with no session on the login page alone, and a signed-in one on the app', async () => {
    const signedOut = await fetch(`${gateway.url}/?error=Wrong%20password`);
    expect(await signedOut.text()).toContain('data-page="login"');
    expect(signedOut.headers.get('vary')).toContain('Cookie');
    expect(signedOut.headers.get('cache-control')).toBe('no-cache');
    const signedIn = await fetch(`${gateway.url}/`, { headers: { cookie: sam.cookieHeader() } });
    expect(await signedIn.text()).not.toContain('data-page="login"');
    // Every other path is the app's, which shows its own login screen when signed out.
    expect(await (await fetch(`${gateway.url}/clients`)).text()).not.toContain('data-page="login"');
  });
});
