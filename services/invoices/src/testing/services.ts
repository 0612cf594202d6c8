import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBusinessService } from '@cobber/business';
import type { EventEnvelope } from '@cobber/contracts';
import { connect, createLogger, IDENTITY_HEADER, listen, PostgresBus, signIdentity, type EventBus, type Knex, type Clock } from '@cobber/kit';
import { createMailer, createSmsSender, type SmsSender } from '@cobber/documents';
import { apiClient, createTestDatabase, startSmtpServer, TEST_IDENTITY_SECRET, testOwner, type TestSmtpServer } from '@cobber/kit/testing';
import { createQuotesService } from '@cobber/quotes';
import { expect } from 'vitest';
import { createInvoicesService, type InvoicesService } from '../index.ts';
import type { XeroOptions } from '../xero/settings.ts';
import { SCHEMA } from '../migrations.ts';

export type Api = ReturnType<typeof apiClient>;

/** Waits for a condition, polling. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface Owner {
  id: string;
  invoices: Api;
  quotes: Api;
  business: Api;
  /** The signed identity the gateway adds, for a raw fetch (a PDF). */
  identity(): Record<string, string>;
  /** A quote made over HTTP for the owner's client (unless the body names one), once it has reached the invoices replica. */
  quote(body?: Record<string, unknown>): Promise<{ id: string; totalAmount: string; subtotal: string; taxAmount: string }>;
}

export interface InvoicesWorld {
  invoicesUrl: string;
  databaseUrl: string;
  /** The invoices schema, to look at replicas and rows as the service keeps them. */
  db: Knex;
  invoices: InvoicesService;
  /** The bus the services share, to publish what another service would. */
  bus: EventBus;
  events: EventEnvelope[];
  smtp: TestSmtpServer;
  /** The quotes and invoices services' uploads folder (job photos are in its photos/). */
  uploadDir: string;
  owner(profile?: Record<string, unknown>, identity?: { emailConfirmed?: boolean }): Promise<Owner>;
  stop(): Promise<void>;
}

export const BUSINESS = {
  name: 'Sparky Bros Electrical',
  abn: '53 004 085 616',
  phone: '0412 345 678',
  email: 'office@sparkybros.com.au',
  bankName: 'Commonwealth Bank',
  bsb: '062-000',
  accountNumber: '12345678',
  accountName: 'Sparky Bros Pty Ltd',
  applyGST: true,
};

export const QUOTE = {
  clientName: 'Zoe Nguyen',
  clientEmail: 'zoe@example.com',
  title: 'Kitchen downlights',
  description: 'Replace six halogen downlights with LEDs.',
  includeTravel: true,
  travelDistance: 20,
  costPerKm: '1.50',
  items: [
    { description: 'Install LED downlights', quantity: 3, unitPrice: 90, type: 'labor' },
    { description: 'LED downlight kit', quantity: 6, unitPrice: '24.95', type: 'materials' },
    { description: 'Disposal', quantity: 1, unitPrice: 15, type: 'other' },
  ],
};

/**
 * The invoices service with the real business and quotes services beside it on one
 * in-process bus: a business or quote saved over HTTP reaches the invoices replicas by
 * its events, and the quote learns its invoice from invoice.created.
 */
export async function startInvoicesWorld(
  options: { sms?: SmsSender; clock?: Clock; dailyLimits?: { mail?: number; sms?: number }; quotesUrl?: string; reminderCheckSeconds?: number; xero?: XeroOptions } = {},
): Promise<InvoicesWorld> {
  const databaseUrl = await createTestDatabase();
  const logger = createLogger('test', 'silent');
  const bus = new PostgresBus({ databaseUrl });
  const events: EventEnvelope[] = [];
  await bus.subscribe('observer', async (event) => {
    events.push(event);
  });
  const smtp = await startSmtpServer();
  const mailer = createMailer({ smtpUrl: smtp.url, mailboxDir: 'unused', from: 'Cobber <invoices@cobber.test>' });
  const mailboxDir = await mkdtemp(path.join(tmpdir(), 'cobber-mailbox-'));
  const common = { databaseUrl, identitySecret: TEST_IDENTITY_SECRET, bus, logger, mailer, publicUrl: 'http://cobber.test' };
  const business = createBusinessService({ ...common, uploadDir: await mkdtemp(path.join(tmpdir(), 'cobber-uploads-')) });
  // One uploads folder for quotes' and receipts' job photos, as npm start gives them.
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'cobber-uploads-'));
  const quotes = createQuotesService({ ...common, uploadDir, businessUrl: () => businessServer!.url });
  const invoices = createInvoicesService({
    ...common,
    uploadDir,
    sms: options.sms ?? createSmsSender({ mailboxDir }),
    quotesUrl: options.quotesUrl ?? (() => quotesServer!.url),
    clock: options.clock,
    ...(options.reminderCheckSeconds ? { reminderCheckSeconds: options.reminderCheckSeconds } : {}),
    ...(options.xero ? { xero: options.xero } : {}),
    ...(options.dailyLimits ? { dailyLimits: options.dailyLimits } : {}),
  });
  for (const service of [business, quotes, invoices]) await service.start();
  const [businessServer, quotesServer, invoicesServer] = await Promise.all([business, quotes, invoices].map((s) => listen(s.app, 0)));
  const db = connect(databaseUrl, SCHEMA);
  const replicated = async (table: 'businesses' | 'quotes', column: string, value: string) => Boolean(await db(table).where(column, value).first());

  return {
    invoicesUrl: invoicesServer!.url,
    databaseUrl,
    db,
    invoices,
    bus,
    events,
    smtp,
    uploadDir,
    async owner(profile = {}, identity = {}) {
      const who = testOwner('Sam', identity);
      const businessApi = apiClient(businessServer!.url, who);
      const created = await businessApi('POST', '/api/business', { ...BUSINESS, ...profile });
      expect(created.status).toBe(201);
      await until(() => replicated('businesses', 'owner_id', who.id));
      const quotesApi = apiClient(quotesServer!.url, who);
      const client = await businessApi('POST', '/api/clients', { name: QUOTE.clientName, email: QUOTE.clientEmail });
      expect(client.status).toBe(201);
      return {
        id: who.id,
        invoices: apiClient(invoicesServer!.url, who),
        quotes: quotesApi,
        business: businessApi,
        identity: () => ({ [IDENTITY_HEADER]: signIdentity(who, TEST_IDENTITY_SECRET) }),
        async quote(body = QUOTE) {
          const made = await quotesApi('POST', '/api/quotes', { clientId: client.body.id, ...body });
          expect(made.status).toBe(201);
          await until(() => replicated('quotes', 'id', made.body.id));
          return made.body;
        },
      };
    },
    async stop() {
      await Promise.all([businessServer, quotesServer, invoicesServer].map((s) => s!.close()));
      for (const service of [invoices, quotes, business]) await service.stop();
      await bus.stop();
      await db.destroy();
      await smtp.stop();
    },
  };
}
