import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiClient,
  createTestDatabase,
  freePort,
  startNodeProcess,
  TEST_IDENTITY_SECRET,
  testOwner,
  uniqueTopicPrefix,
  type NodeProcess,
} from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const services = path.join(import.meta.dirname, '..', '..');
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Zoe Nguyen' };

/**
 * Read your own writes across the services, each in its own process over a real Kafka
 * broker, where a replica is really behind: what bills or charges asks the quotes service
 * for the quote as it stands instead of the copy its events have built so far.
 */
describe('billing and charging the quote as it stands, over Kafka', () => {
  const owner = testOwner('Sam');
  let dir: string;
  const processes: NodeProcess[] = [];
  let quotes: ReturnType<typeof apiClient>;
  let invoices: ReturnType<typeof apiClient>;
  let client: ReturnType<typeof apiClient>;
  let clientId: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cobber-current-quote-'));
    const common = {
      DATABASE_URL: await createTestDatabase(),
      IDENTITY_SECRET: TEST_IDENTITY_SECRET,
      KAFKA_BROKERS: inject('kafkaBrokers'),
      KAFKA_TOPIC_PREFIX: uniqueTopicPrefix(),
      MAIL_TRANSPORT: 'mailbox',
      MAILBOX_DIR: path.join(dir, 'mailbox'),
    };
    const [businessPort, quotesPort, invoicesPort, paymentsPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const url = (port: number) => `http://127.0.0.1:${port}`;
    processes.push(
      startNodeProcess(path.join(services, 'business/src/main.ts'), { ...common, BUSINESS_PORT: String(businessPort), UPLOAD_DIR: path.join(dir, 'uploads') }),
      startNodeProcess(path.join(services, 'quotes/src/main.ts'), { ...common, QUOTES_PORT: String(quotesPort), BUSINESS_URL: url(businessPort) }),
      startNodeProcess(path.join(services, 'invoices/src/main.ts'), { ...common, INVOICES_PORT: String(invoicesPort), QUOTES_URL: url(quotesPort) }),
      startNodeProcess(path.join(services, 'payments/src/main.ts'), { ...common, PAYMENTS_PORT: String(paymentsPort), PAYMENTS_PROVIDER: 'test', QUOTES_URL: url(quotesPort) }),
    );
    await Promise.all(processes.map((p) => p.waitForLine(/listening on/, 60_000)));
    const business = apiClient(url(businessPort), owner);
    quotes = apiClient(url(quotesPort), owner);
    invoices = apiClient(url(invoicesPort), owner);
    client = apiClient(url(paymentsPort), null);

    expect((await business('POST', '/api/business', { name: 'Sparky Sam Electrical', applyGST: true })).status).toBe(201);
    clientId = (await business('POST', '/api/clients', { name: 'Zoe Nguyen', email: 'zoe@example.com' })).body.id;
    // The business (its GST setting) has reached quotes and invoices: a fresh quote each time, as it is billed at once now.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const probe = await quotes('POST', '/api/quotes', { ...zoe(), title: 'GST probe', items: [{ description: 'Labour', quantity: 1, unitPrice: 100, type: 'labor' }] });
      const invoice = await invoices('POST', `/api/quotes/${probe.body.id}/create-invoice`, {});
      if (invoice.body.taxAmount === '10.00') break;
      if (Date.now() > deadline) throw new Error(`GST never reached quotes and invoices: ${JSON.stringify(invoice.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    await rm(dir, { recursive: true, force: true });
  });

  const zoe = () => ({ clientId, clientName: 'Zoe Nguyen', clientEmail: 'zoe@example.com' });

  it('an invoice made right after an edit of the quote bills the edited quote', async () => {
    const quote = await quotes('POST', '/api/quotes', {
      ...zoe(),
      title: 'Switchboard upgrade',
      items: [
        { description: 'Electrician', quantity: 4, unitPrice: 90, type: 'labor' },
        { description: 'Switchboard', quantity: 1, unitPrice: 640, type: 'materials' },
      ],
    });
    expect(quote.body.totalAmount).toBe('1100.00');
    const items = (await quotes('GET', `/api/quotes/${quote.body.id}/items`)).body;
    expect((await quotes('PATCH', `/api/quotes/${quote.body.id}/items/${items[1].id}`, { unitPrice: 800 })).status).toBe(200);

    const invoice = await invoices('POST', `/api/quotes/${quote.body.id}/create-invoice`, { paymentMethod: 'bank_transfer', taxRate: 10 });
    expect(invoice.status).toBe(201);
    // 4 × 90 + 800 = 1160; GST 116
    expect(invoice.body).toMatchObject({ quoteId: quote.body.id, subtotal: '1160.00', taxAmount: '116.00', totalAmount: '1276.00' });
  });

  it('the client pays the deposit right after accepting: no 409, no wait', async () => {
    const quote = await quotes('POST', '/api/quotes', {
      ...zoe(),
      title: 'Downlights',
      items: [{ description: 'Install LED downlights', quantity: 3, unitPrice: 90, type: 'labor' }],
    });
    expect((await quotes('POST', `/api/quotes/${quote.body.id}/deposit`, { amount: '89.10' })).status).toBe(201);
    expect((await quotes('POST', `/api/quotes/${quote.body.id}/send`)).status).toBe(200);
    expect((await quotes('PATCH', `/api/quotes/${quote.body.id}/public/approve`)).status).toBe(200);

    const started = performance.now();
    const deposit = await client('POST', `/api/quotes/${quote.body.id}/public/deposit-payment`);
    const ms = performance.now() - started;
    expect(deposit.status).toBe(201);
    expect(deposit.body.depositAmount).toBe('89.10');
    expect(ms).toBeLessThan(1_000);
    const paid = await client('POST', '/api/payments/test/confirm', { clientSecret: deposit.body.clientSecret, ...CARD });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', amount: '89.10' });
  });
});
