import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBusinessService } from '@cobber/business';
import type { EventEnvelope } from '@cobber/contracts';
import { createInvoicesService } from '@cobber/invoices';
import { createLogger, listen, PostgresBus, type EventBus } from '@cobber/kit';
import { createMailer, createSmsSender } from '@cobber/documents';
import { apiClient, createTestDatabase, startSmtpServer, TEST_IDENTITY_SECRET, testOwner, type TestSmtpServer } from '@cobber/kit/testing';
import { createQuotesService } from '@cobber/quotes';
import type { CardSettings } from '../config.ts';
import { createPaymentsService, type PaymentsService } from '../index.ts';

export type Api = ReturnType<typeof apiClient>;

/** Waits for a condition in hooks and helpers, where expect.poll is not allowed. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface PaymentsWorld {
  payments: PaymentsService;
  /** The bus the services share (a test may hold back what reaches one of them). */
  bus: EventBus;
  paymentsUrl: string;
  /** The public side of the payments service (the client paying, Stripe calling). */
  anyone: Api;
  events: EventEnvelope[];
  /** Where the invoices service mails receipts. */
  smtp: TestSmtpServer;
  /** An owner with a business (GST on unless asked), signed for quotes, invoices and payments. */
  owner(options?: { applyGST?: boolean }): Promise<Owner>;
  /** A sent quote of $478.17 (GST on) for the owner's client, once the payments service knows it. */
  quote(owner: { quotes: Api; clientId: string }, changes?: Partial<typeof SAMPLE_QUOTE>): Promise<{ id: string; quoteNumber: string; totalAmount: string }>;
  stop(): Promise<void>;
}

export interface Owner {
  id: string;
  quotes: Api;
  invoices: Api;
  payments: Api;
  /** The owner's client (Zoe Nguyen), whom their quotes are for. */
  clientId: string;
}

export const SAMPLE_QUOTE = {
  clientName: 'Zoe Nguyen',
  clientEmail: 'zoe@example.com',
  title: 'Kitchen downlights',
  description: 'Swap halogens for LEDs',
  items: [
    { description: 'Install LED downlights', quantity: 3, unitPrice: 90, type: 'labor' },
    { description: 'LED downlight kit', quantity: 6, unitPrice: '24.95', type: 'materials' },
    { description: 'Disposal', quantity: 1, unitPrice: 15, type: 'other' },
  ],
};

/**
 * The payments service with the real business, quotes and invoices services on one
 * in-process bus: documents created over HTTP reach the payments replica by their
 * events, and a payment's events reach the quote history, the invoice and its receipt.
 */
export async function startPaymentsWorld(options: { cards?: CardSettings; quotesUrl?: string } = {}): Promise<PaymentsWorld> {
  const databaseUrl = await createTestDatabase();
  const logger = createLogger('test', 'silent');
  const bus = new PostgresBus({ databaseUrl });
  const events: EventEnvelope[] = [];
  await bus.subscribe('observer', async (event) => {
    events.push(event);
  });
  const common = { databaseUrl, identitySecret: TEST_IDENTITY_SECRET, bus, logger };
  const business = createBusinessService({ ...common, uploadDir: await mkdtemp(path.join(tmpdir(), 'cobber-uploads-')) });
  const mailboxDir = await mkdtemp(path.join(tmpdir(), 'cobber-mail-'));
  const smtp = await startSmtpServer();
  const mailer = createMailer({ smtpUrl: smtp.url, mailboxDir, from: 'Cobber <quotes@cobber.test>' });
  const quotes = createQuotesService({ ...common, mailer, publicUrl: 'http://cobber.test', businessUrl: () => businessServer!.url });
  const invoices = createInvoicesService({ ...common, mailer, sms: createSmsSender({ mailboxDir }), publicUrl: 'http://cobber.test', quotesUrl: () => quotesServer!.url });
  const payments = createPaymentsService({ ...common, cards: options.cards ?? { provider: 'test' }, quotesUrl: options.quotesUrl ?? (() => quotesServer!.url) });
  const services = [business, quotes, invoices, payments];
  for (const service of services) await service.start();
  const [businessServer, quotesServer, invoicesServer, paymentsServer] = await Promise.all(services.map((s) => listen(s.app, 0)));
  return {
    payments,
    bus,
    paymentsUrl: paymentsServer!.url,
    anyone: apiClient(paymentsServer!.url, null),
    events,
    smtp,
    async owner({ applyGST = true } = {}) {
      const who = testOwner();
      const business = apiClient(businessServer!.url, who);
      await business('POST', '/api/business', { name: 'Sparks Electrical', applyGST });
      const client = await business('POST', '/api/clients', { name: SAMPLE_QUOTE.clientName, email: SAMPLE_QUOTE.clientEmail });
      // Until the quotes service knows the business: its GST setting prices the quotes.
      await until(async () => Boolean(await quotes.db('businesses').where('owner_id', who.id).first('owner_id')));
      return { id: who.id, clientId: client.body.id, quotes: apiClient(quotesServer!.url, who), invoices: apiClient(invoicesServer!.url, who), payments: apiClient(paymentsServer!.url, who) };
    },
    async quote(owner, changes = {}) {
      const { body } = await owner.quotes('POST', '/api/quotes', { ...SAMPLE_QUOTE, clientId: owner.clientId, ...changes });
      // Until the payments and invoices services have both heard of it (their copies price deposits and invoices).
      await until(async () => Boolean((await payments.db('documents').where('id', body.id).first()) && (await invoices.db('quotes').where('id', body.id).first())));
      return body;
    },
    async stop() {
      await Promise.all([businessServer!.close(), quotesServer!.close(), invoicesServer!.close(), paymentsServer!.close()]);
      for (const service of services) await service.stop();
      await bus.stop();
      await smtp.stop();
    },
  };
}
