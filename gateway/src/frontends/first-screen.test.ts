import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayWithServices, type RunningApp } from '../testing/app.ts';
import { Browser, startGateway, type RunningGateway } from '../testing/gateway.ts';
import { FIRST_SCREEN_DEADLINE_MS, FIRST_SCREEN_HEADER } from './first-screen.ts';

// The built shell and mfe-quotes' server render (`npm run build`), as the embedded app serves them.
const FRONTENDS_DIR = path.resolve(import.meta.dirname, '../../..');

/** An owner with a business and one quote, signed in. */
async function ownerWithQuote(gateway: RunningGateway, firstName: string, businessName: string, quoteTitle: string): Promise<Browser> {
  const owner = new Browser(gateway.url);
  await owner.request('POST', '/api/login', {
    email: `${firstName.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse battery',
    mode: 'signup',
    firstName,
  });
  expect((await owner.request('POST', '/api/business', { name: businessName, applyGST: false })).status).toBe(201);
  const client = (await (await owner.request('POST', '/api/clients', { name: `${firstName}'s client`, email: 'client@example.com' })).json()) as { id: string };
  const quote = await owner.request('POST', '/api/quotes', {
    clientId: client.id,
    clientName: `${firstName}'s client`,
    clientEmail: 'client@example.com',
    title: quoteTitle,
    items: [{ description: 'Labour', quantity: 2, unitPrice: 90, type: 'labor' }],
  });
  expect(quote.status).toBe(201);
  return owner;
}

function firstScreenData(html: string): { path: string; owner: { id: string; firstName: string }; queries: { queries: { queryKey: unknown[] }[] } } {
  const json = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no first screen data in the page');
  return JSON.parse(json);
}

describe("the signed-in dashboard's first screen, drawn by the gateway", () => {
  let app: RunningApp;
  let gateway: RunningGateway;
  let ann: Browser;
  let bob: Browser;

  beforeAll(async () => {
    app = await startGatewayWithServices({ FRONTENDS_DIR });
    gateway = app.gateway;
    ann = await ownerWithQuote(gateway, 'Ann', 'Ann Plumbing', 'Hot water system');
    bob = await ownerWithQuote(gateway, 'Bob', 'Bob Sparkies', 'Switchboard upgrade');
  });
  afterAll(() => app.stop());

  it("answers each owner's `/` with their own dashboard and the answers it was drawn from, never the other's", async () => {
    for (const [owner, mine, theirs] of [
      [ann, ['Welcome back, <!-- -->Ann', 'Ann Plumbing', 'Hot water system'], ['Bob', 'Switchboard upgrade']],
      [bob, ['Welcome back, <!-- -->Bob', 'Bob Sparkies', 'Switchboard upgrade'], ['Ann', 'Hot water system']],
    ] as const) {
      const response = await owner.request('GET', '/');
      expect(response.status).toBe(200);
      expect(response.headers.get(FIRST_SCREEN_HEADER)).toBe('dashboard');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<h1 class="text-2xl font-bold">Dashboard</h1>');
      expect(html).toContain('Owed to you');
      for (const text of mine) expect(html).toContain(text);
      for (const text of theirs) expect(html).not.toContain(text);
      // The shell's own page around it: its script preloaded and started once the page is
      // painted, by the one inline script the policy allows; its CSS is in the page.
      const shell = /<link rel="preload" as="script" href="(\/main\.[0-9a-f]+\.js)">/.exec(html)?.[1];
      expect(shell).toBeDefined();
      expect(html).not.toContain('<script defer');
      const starter = new RegExp(`<script data-shell="${shell}">([^<]+)</script></body>`).exec(html)?.[1];
      expect(response.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update(starter!).digest('base64')}'`);
      expect(html).not.toMatch(/<link href="\/main\.[0-9a-f]+\.css"/);
      expect(html).toContain('tailwindcss');
      const data = firstScreenData(html);
      expect(data.owner.firstName).toBe(mine[0].slice(-3));
      expect(data.path).toBe('/');
      expect(data.queries.queries.map((query) => query.queryKey[0])).toEqual(['business', 'quotes', 'invoices', 'invoices']);
    }
  });

  it('escapes what the owner typed, in the markup and in the data', async () => {
    const eve = await ownerWithQuote(gateway, 'Eve', 'Eve </script><b>Tiling</b>', '<img src=x onerror=alert(1)>');
    const html = await (await eve.request('GET', '/')).text();
    expect(html).not.toContain('<b>Tiling</b>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Eve &lt;/script&gt;&lt;b&gt;Tiling&lt;/b&gt;');
    expect(firstScreenData(html).queries.queries.length).toBe(4);
  });

  it('leaves a signed-out visit to the login page and a new owner (no business yet) to the plain app', async () => {
    const signedOut = await fetch(`${gateway.url}/`);
    expect(signedOut.headers.get(FIRST_SCREEN_HEADER)).toBeNull();
    expect(await signedOut.text()).not.toContain('Dashboard');
    const newOwner = new Browser(gateway.url);
    await newOwner.signUp(`new-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const response = await newOwner.request('GET', '/');
    expect(response.status).toBe(200);
    expect(response.headers.get(FIRST_SCREEN_HEADER)).toBe('not-drawn');
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it("draws each owner's Your Clients from their own first page of clients, and leaves other screens to the app", async () => {
    for (const [owner, mine, theirs] of [
      [ann, "Ann's client", "Bob's client"],
      [bob, "Bob's client", "Ann's client"],
    ] as const) {
      const response = await owner.request('GET', '/clients');
      expect(response.status).toBe(200);
      expect(response.headers.get(FIRST_SCREEN_HEADER)).toBe('drawn');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<h1 class="text-2xl font-bold">Your Clients</h1>');
      expect(html).toContain(mine.replace("'", '&#x27;'));
      expect(html).not.toContain(theirs.replace("'", '&#x27;'));
      const data = firstScreenData(html);
      expect(data.path).toBe('/clients');
      expect(data.queries.queries.map((query) => query.queryKey)).toEqual([['clients', 'pages', { search: '' }]]);
    }
    for (const path of ['/settings/bas', '/payment-success', '/no-such-screen']) {
      const response = await ann.request('GET', path);
      expect(response.headers.get(FIRST_SCREEN_HEADER)).toBeNull();
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it("draws each owner's Receipts from their own first page of receipts", async () => {
    for (const [owner, name] of [
      [ann, 'Zoe Receipt'],
      [bob, 'Yan Receipt'],
    ] as const) {
      const made = await owner.request('POST', '/api/receipts', { clientName: name, paymentAmount: '250.00', paymentMethod: 'EFTPOS', paymentDate: '2026-07-01' });
      expect(made.status).toBe(201);
    }
    for (const [owner, mine, theirs] of [
      [ann, 'Zoe Receipt', 'Yan Receipt'],
      [bob, 'Yan Receipt', 'Zoe Receipt'],
    ] as const) {
      const response = await owner.request('GET', '/receipts');
      expect(response.headers.get(FIRST_SCREEN_HEADER)).toBe('drawn');
      const html = await response.text();
      expect(html).toContain('<h1 class="text-2xl font-bold">Receipts</h1>');
      expect(html).toContain(mine);
      expect(html).not.toContain(theirs);
      const data = firstScreenData(html);
      expect(data.path).toBe('/receipts');
      expect(data.queries.queries.map((query) => query.queryKey)).toEqual([['receipts', 'list', 'pages', { status: 'all' }]]);
    }
  });

  it("draws Quote Details for the owner's own quote only", async () => {
    const [annQuote] = (await (await ann.request('GET', '/api/quotes')).json()) as { id: string }[];
    const response = await ann.request('GET', `/quote/${annQuote!.id}/details`);
    expect(response.headers.get(FIRST_SCREEN_HEADER)).toBe('drawn');
    const html = await response.text();
    expect(html).toContain('Hot water system');
    expect(html).toContain('Ann Plumbing');
    const data = firstScreenData(html);
    expect(data.path).toBe(`/quote/${annQuote!.id}/details`);
    expect(data.queries.queries.map((query) => query.queryKey[0])).toEqual(['quotes', 'quotes', 'business', 'quotes', 'photos', 'quotes']);
    // Another owner's quote, or none: the service's 404, and the app says so itself.
    for (const path of [`/quote/${annQuote!.id}/details`, `/quote/${crypto.randomUUID()}/details`]) {
      const other = await bob.request('GET', path);
      expect(other.headers.get(FIRST_SCREEN_HEADER)).toBe('not-drawn');
      const page = await other.text();
      expect(page).toContain('<div id="root"></div>');
      expect(page).not.toContain('Hot water system');
    }
  });

  it("draws Invoice Details for the owner's own invoice only", async () => {
    const [annQuote] = (await (await ann.request('GET', '/api/quotes')).json()) as { id: string }[];
    // The invoices service learns of the quote from its event: asked again until it has.
    let invoiceId: string | undefined;
    for (let attempt = 0; !invoiceId && attempt < 40; attempt++) {
      const created = await ann.request('POST', `/api/quotes/${annQuote!.id}/create-invoice`, {});
      if (created.ok) invoiceId = ((await created.json()) as { id: string }).id;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(invoiceId).toBeDefined();
    const response = await ann.request('GET', `/invoice/${invoiceId}`);
    expect(response.headers.get(FIRST_SCREEN_HEADER)).toBe('drawn');
    const html = await response.text();
    expect(html).toContain('Hot water system');
    expect(html).toContain('Payment Summary');
    const data = firstScreenData(html);
    expect(data.path).toBe(`/invoice/${invoiceId}`);
    expect(data.queries.queries.map((query) => query.queryKey.slice(0, 2))).toEqual([
      ['invoices', 'detail'],
      ['invoices', 'items'],
      ['business'],
      ['invoices', 'reminders'],
      ['receipts', 'list'],
      ['invoices', 'xero'],
      ['invoices', 'quote-money'],
    ]);
    for (const path of [`/invoice/${invoiceId}`, `/invoice/${crypto.randomUUID()}`]) {
      const other = await bob.request('GET', path);
      expect(other.headers.get(FIRST_SCREEN_HEADER)).toBe('not-drawn');
      expect(await other.text()).not.toContain('Hot water system');
    }
  });

  it("draws Settings, New Quote, Generate Quote, the Price book, Invoices and a quote's history for their owner; a query string is left to the app", async () => {
    const [annQuote] = (await (await ann.request('GET', '/api/quotes')).json()) as { id: string }[];
    for (const [path, text] of [
      ['/settings', 'Ann Plumbing'],
      ['/quote/new', 'New Quote'],
      ['/quote/ai', 'Generate New Quote'],
      ['/settings/price-book', 'Price book'],
      ['/invoices', '<h1 class="text-2xl font-bold">Invoices</h1>'],
      [`/quote/${annQuote!.id}/history`, 'Quote History'],
    ] as const) {
      const response = await ann.request('GET', path);
      expect(response.headers.get(FIRST_SCREEN_HEADER), path).toBe('drawn');
      const html = await response.text();
      expect(html, path).toContain(text);
      expect(firstScreenData(html).path).toBe(path);
    }
    const other = await bob.request('GET', `/quote/${annQuote!.id}/history`);
    expect(other.headers.get(FIRST_SCREEN_HEADER)).toBe('not-drawn');
    expect(await other.text()).not.toContain('Hot water system');
    const withQuery = await ann.request('GET', '/quote/new?clientId=x');
    expect(withQuery.headers.get(FIRST_SCREEN_HEADER)).toBeNull();
    expect(await withQuery.text()).toContain('<div id="root"></div>');
  });

  it('serves the plain app when a service is slower than the deadline', async () => {
    const hanging: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const address = hanging.address() as { port: number };
    const slow = await startGateway({
      BUSINESS_URL: app.urls.business,
      QUOTES_URL: app.urls.quotes,
      INVOICES_URL: `http://127.0.0.1:${address.port}`,
      FRONTENDS_DIR,
    });
    try {
      const owner = await ownerWithQuote(slow, 'Dan', 'Dan Roofing', 'Gutters');
      const started = Date.now();
      const response = await owner.request('GET', '/');
      expect(response.status).toBe(200);
      expect(response.headers.get(FIRST_SCREEN_HEADER)).toBe('not-drawn');
      expect(await response.text()).toContain('<div id="root"></div>');
      expect(Date.now() - started).toBeLessThan(FIRST_SCREEN_DEADLINE_MS + 2_000);
    } finally {
      await slow.stop();
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});
