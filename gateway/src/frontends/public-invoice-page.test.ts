import path from 'node:path';
import type { DataService } from '@cobber/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayWithServices, type RunningApp } from '../testing/app.ts';
import { Browser, type RunningGateway } from '../testing/gateway.ts';
import { FIRST_SCREEN_HEADER } from './first-screen.ts';

// The built shell and mfe-public (`npm run build`), as the embedded app serves them.
const FRONTENDS_DIR = path.resolve(import.meta.dirname, '../../..');

async function until<T>(attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const result = await attempt();
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the public invoice page through the gateway', () => {
  let app: RunningApp;
  let gateway: RunningGateway;
  let owner: Browser;
  let invoiceId: string;
  let draftInvoiceId: string;

  beforeAll(async () => {
    app = await startGatewayWithServices({ FRONTENDS_DIR });
    gateway = app.gateway;

    owner = new Browser(gateway.url);
    await owner.signUp(`owner-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const profile = { name: 'Sparky Bros Electrical', bankName: 'Commonwealth Bank', bsb: '062-000', accountNumber: '12345678', accountName: 'Sparky Bros Pty Ltd', applyGST: true };
    expect((await owner.request('POST', '/api/business', profile)).status).toBe(201);
    // Quotes and invoices price with the business's GST setting once its event reached them.
    const known = async (service: DataService) => Boolean(await service.db('businesses').first());
    await until(async () => ((await known(app.quotes)) && (await known(app.invoices)) ? true : undefined));
    const client = (await (await owner.request('POST', '/api/clients', { name: 'Zoe Nguyen', email: 'zoe@example.com' })).json()) as { id: string };
    const newInvoice = async (title: string) => {
      const quote = await owner.request('POST', '/api/quotes', {
        clientId: client.id,
        clientName: 'Zoe Nguyen',
        clientEmail: 'zoe@example.com',
        title,
        items: [{ description: 'Electrician', quantity: 4, unitPrice: 90, type: 'labor' }],
      });
      const quoteId = ((await quote.json()) as { id: string }).id;
      // The invoices service learns the business and the quote from their events.
      return until(async () => {
        const created = await owner.request('POST', `/api/quotes/${quoteId}/create-invoice`, {});
        return created.status === 201 || created.status === 200 ? ((await created.json()) as { id: string }).id : undefined;
      });
    };
    invoiceId = await newInvoice('Switchboard upgrade');
    expect((await owner.request('POST', `/api/invoices/${invoiceId}/send`, {})).status).toBe(200);
    draftInvoiceId = await newInvoice('Not sent yet');
  });
  afterAll(() => app.stop());

  it('answers /invoice/<id>/pay, signed in or out, with the invoice in the server-rendered HTML', async () => {
    for (const response of [await fetch(`${gateway.url}/invoice/${invoiceId}/pay`), await owner.request('GET', `/invoice/${invoiceId}/pay`)]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('Switchboard upgrade');
      expect(html).toContain('INV-0001');
      expect(html).toContain('Zoe Nguyen');
      expect(html).toContain('$396.00');
      expect(html).toContain('062-000');
      expect(html).toMatch(/<script defer src="\/mfe\/public\/page\/invoice\.[0-9a-f]+\.js"><\/script>/);
    }
  });

  it("answers /invoice/<id> signed out with the same page, and signed in with the owner's Invoice Details", async () => {
    const signedOut = await fetch(`${gateway.url}/invoice/${invoiceId}`);
    expect(signedOut.status).toBe(200);
    expect(await signedOut.text()).toContain('Payment Summary');
    const signedIn = await owner.request('GET', `/invoice/${invoiceId}`);
    expect(signedIn.status).toBe(200);
    // The shell's page with the owner's screen drawn by the gateway (first-screen.test.ts), not the client's page.
    expect(signedIn.headers.get(FIRST_SCREEN_HEADER)).toBe('drawn');
    const html = await signedIn.text();
    expect(html).toContain('id="first-screen-data"');
    expect(html).not.toMatch(/\/mfe\/public\/page\//);
  });

  it("answers 404 with 'Invoice Not Found' for an invoice that does not exist, or was never sent", async () => {
    for (const path of [`/invoice/${crypto.randomUUID()}/pay`, `/invoice/${draftInvoiceId}/pay`, `/invoice/${draftInvoiceId}`]) {
      const response = await fetch(`${gateway.url}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('Invoice Not Found');
      expect(html).not.toContain('Not sent yet');
    }
  });
});
