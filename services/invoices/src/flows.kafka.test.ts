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

/**
 * The money flows across the services, each from its own entry as deployed, over a real
 * Kafka broker: quote → invoice (the business reaches quotes and invoices, the quote
 * reaches invoices, the invoice links back to the quote), then a card deposit → receipt.
 */
describe('quote → invoice → deposit → receipt over Kafka', () => {
  const owner = testOwner('Sam');
  let dir: string;
  const processes: NodeProcess[] = [];
  let business: ReturnType<typeof apiClient>;
  let quotes: ReturnType<typeof apiClient>;
  let invoices: ReturnType<typeof apiClient>;
  let payments: ReturnType<typeof apiClient>;
  let anyone: ReturnType<typeof apiClient>;
  let invoiceId: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cobber-flow-'));
    const common = {
      DATABASE_URL: await createTestDatabase(),
      IDENTITY_SECRET: TEST_IDENTITY_SECRET,
      KAFKA_BROKERS: inject('kafkaBrokers'),
      KAFKA_TOPIC_PREFIX: uniqueTopicPrefix(),
      MAIL_TRANSPORT: 'mailbox',
      MAILBOX_DIR: path.join(dir, 'mailbox'),
    };
    const [businessPort, quotesPort, invoicesPort, paymentsPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    processes.push(
      startNodeProcess(path.join(services, 'business/src/main.ts'), { ...common, BUSINESS_PORT: String(businessPort), UPLOAD_DIR: path.join(dir, 'uploads') }),
      startNodeProcess(path.join(services, 'quotes/src/main.ts'), { ...common, QUOTES_PORT: String(quotesPort), BUSINESS_URL: `http://127.0.0.1:${businessPort}` }),
      startNodeProcess(path.join(services, 'invoices/src/main.ts'), { ...common, INVOICES_PORT: String(invoicesPort), QUOTES_URL: `http://127.0.0.1:${quotesPort}` }),
      startNodeProcess(path.join(services, 'payments/src/main.ts'), { ...common, PAYMENTS_PORT: String(paymentsPort), PAYMENTS_PROVIDER: 'test', QUOTES_URL: `http://127.0.0.1:${quotesPort}` }),
    );
    await Promise.all(processes.map((p) => p.waitForLine(/listening on/, 60_000)));
    business = apiClient(`http://127.0.0.1:${businessPort}`, owner);
    quotes = apiClient(`http://127.0.0.1:${quotesPort}`, owner);
    invoices = apiClient(`http://127.0.0.1:${invoicesPort}`, owner);
    payments = apiClient(`http://127.0.0.1:${paymentsPort}`, owner);
    anyone = apiClient(`http://127.0.0.1:${paymentsPort}`, null);
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    await rm(dir, { recursive: true, force: true });
  });

  it('makes a tax invoice from a quote and links the quote to it', async () => {
    expect((await business('POST', '/api/business', { name: 'Sparky Sam Electrical', applyGST: true, abn: '53 004 085 616' })).status).toBe(201);
    const client = await business('POST', '/api/clients', { name: 'Zoe Nguyen', email: 'zoe@example.com' });
    expect(client.status).toBe(201);
    // Quotes charges GST once the business has reached it.
    await expect
      .poll(
        async () => {
          const { body } = await quotes('POST', '/api/quotes', {
            clientId: client.body.id,
            clientName: 'Zoe Nguyen',
            clientEmail: 'zoe@example.com',
            title: 'GST probe',
            items: [{ description: 'Labour', quantity: 1, unitPrice: 100, type: 'labor' }],
          });
          return body.taxAmount;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe('10.00');
    const { body: quote } = await quotes('POST', '/api/quotes', {
      clientId: client.body.id,
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      title: 'Switchboard upgrade',
      items: [
        { description: 'Electrician', quantity: 4, unitPrice: 90, type: 'labor' },
        { description: 'Switchboard', quantity: 1, unitPrice: 640, type: 'materials' },
      ],
    });
    expect(quote.totalAmount).toBe('1100.00');

    // The invoices service knows the quote once its event has arrived.
    let invoice: { id: string; invoiceNumber: string; totalAmount: string; quoteId: string } | undefined;
    await expect
      .poll(
        async () => {
          const created = await invoices('POST', `/api/quotes/${quote.id}/create-invoice`, { paymentMethod: 'bank_transfer', taxRate: 10 });
          if (created.status === 200 || created.status === 201) invoice = created.body;
          return created.status;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeOneOf([200, 201]);
    expect(invoice).toMatchObject({ invoiceNumber: 'INV-0001', totalAmount: '1100.00', quoteId: quote.id });
    await expect
      .poll(async () => (await quotes('GET', `/api/quotes/${quote.id}`)).body.invoiceId, { timeout: 30_000, interval: 500 })
      .toBe(invoice!.id);
    invoiceId = invoice!.id;
  });

  it('takes a card deposit on the invoice and receipts it once', async () => {
    let clientSecret = '';
    await expect
      .poll(
        async () => {
          const started = await payments('POST', `/api/invoices/${invoiceId}/create-deposit-payment`, {
            depositAmount: '330.00',
            customerEmail: 'zoe@example.com',
            customerName: 'Zoe Nguyen',
          });
          clientSecret = started.body?.clientSecret ?? '';
          return started.status;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(201);
    const confirmed = await anyone('POST', '/api/payments/test/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Zoe Nguyen',
    });
    expect(confirmed.status).toBe(200);
    await expect
      .poll(async () => (await invoices('GET', '/api/receipts')).body.map((r: { paymentAmount: string }) => r.paymentAmount), {
        timeout: 30_000,
        interval: 500,
      })
      .toEqual(['330.00']);
    await expect
      .poll(async () => (await invoices('GET', `/api/invoices/${invoiceId}`)).body.depositPaid, { timeout: 30_000, interval: 500 })
      .toBe('330.00');
  });
});
