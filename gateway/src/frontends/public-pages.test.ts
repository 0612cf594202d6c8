import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createQuotesService, type QuotesService } from '@cobber/quotes';
import { createLogger, listen, PostgresBus, type Listening } from '@cobber/kit';
import { createMailer } from '@cobber/documents';
import { createTestDatabase, TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startGateway, type RunningGateway } from '../testing/gateway.ts';

// The built shell and mfe-public (`npm run build`), as the embedded app serves them.
const FRONTENDS_DIR = path.resolve(import.meta.dirname, '../../..');

describe('public pages through the gateway', () => {
  let quotes: QuotesService;
  let bus: PostgresBus;
  let quotesServer: Listening;
  let gateway: RunningGateway;
  let quoteId: string;
  let draftId: string;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    bus = new PostgresBus({ databaseUrl });
    quotes = createQuotesService({
      databaseUrl,
      identitySecret: TEST_IDENTITY_SECRET,
      bus,
      mailer: createMailer({ mailboxDir: await mkdtemp(path.join(tmpdir(), 'cobber-mailbox-')), from: 'Cobber <quotes@cobber.test>' }),
      publicUrl: 'http://cobber.test',
      businessUrl: () => gateway.businessUrl,
      logger: createLogger('test', 'silent'),
    });
    await quotes.start();
    quotesServer = await listen(quotes.app, 0);
    gateway = await startGateway({ QUOTES_URL: quotesServer.url, FRONTENDS_DIR });
    const owner = new Browser(gateway.url);
    await owner.signUp(`owner-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const client = (await (await owner.request('POST', '/api/clients', { name: 'Zoe Nguyen', email: 'zoe@example.com' })).json()) as { id: string };
    const newQuote = async (title: string) => {
      const created = await owner.request('POST', '/api/quotes', {
        clientId: client.id,
        clientName: 'Zoe Nguyen',
        clientEmail: 'zoe@example.com',
        title,
        items: [{ description: 'Electrician', quantity: 4, unitPrice: 90, type: 'labor' }],
      });
      expect(created.status).toBe(201);
      return ((await created.json()) as { id: string }).id;
    };
    quoteId = await newQuote('Switchboard upgrade');
    expect((await owner.request('POST', `/api/quotes/${quoteId}/send`)).status).toBe(200);
    draftId = await newQuote('Not sent yet');
  });
  afterAll(async () => {
    await gateway.stop();
    await quotesServer.close();
    await quotes.stop();
    await bus.stop();
  });

  it('answers /quote/<id> signed out with the quote in the server-rendered HTML, its script served beside it', async () => {
    const response = await fetch(`${gateway.url}/quote/${quoteId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<h1 class="text-2xl font-bold leading-tight">Switchboard upgrade</h1>');
    expect(html).toContain('Zoe Nguyen');
    expect(html).toContain('$360.00');
    const script = /<script defer src="([^"]+)"><\/script>/.exec(html)![1]!;
    const bundle = await fetch(`${gateway.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect(bundle.headers.get('cache-control')).toContain('immutable');
  });

  it("answers 404 with 'Quote Not Found' for a quote that does not exist, or was never sent", async () => {
    for (const id of [crypto.randomUUID(), draftId]) {
      const response = await fetch(`${gateway.url}/quote/${id}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('Quote Not Found');
      expect(html).not.toContain('Not sent yet');
    }
  });

  it('leaves the owner screens under /quote/ to the shell', async () => {
    for (const screen of ['/quote/new', '/quote/ai', `/quote/${quoteId}/details`, `/quote/${quoteId}/history`, '/quote/not-a-uuid']) {
      const response = await fetch(`${gateway.url}${screen}`);
      expect(response.status, screen).toBe(200);
      const html = await response.text();
      expect(html, screen).toContain('<div id="root"></div>');
      expect(html, screen).not.toContain('Quote for Review');
    }
  });

  it('answers a clear 503 page while the quotes service is not configured', async () => {
    const withoutQuotes = await startGateway({ FRONTENDS_DIR });
    try {
      const response = await fetch(`${withoutQuotes.url}/quote/${quoteId}`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('This page is temporarily unavailable');
    } finally {
      await withoutQuotes.stop();
    }
  });
});
