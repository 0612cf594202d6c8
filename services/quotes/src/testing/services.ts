import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBusinessService } from '@cobber/business';
import type { EventEnvelope } from '@cobber/contracts';
import { createLogger, IDENTITY_HEADER, listen, PostgresBus, signIdentity } from '@cobber/kit';
import { createMailer, type SmsSender } from '@cobber/documents';
import type { PhotoStore } from '@cobber/documents/photos';
import { apiClient, createTestDatabase, startSmtpServer, TEST_IDENTITY_SECRET, testOwner, type TestSmtpServer } from '@cobber/kit/testing';
import { expect } from 'vitest';

/** Waits for a condition in hooks, where expect.poll is not allowed. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
import { createQuotesService, type QuotesService } from '../index.ts';

export type Api = ReturnType<typeof apiClient>;

export interface TestOwner {
  quotes: Api;
  business: Api;
  id: string;
  /** A quote's client fields for the owner's client: `{ clientId, clientName, clientEmail }`. */
  client: typeof CLIENT & { clientId: string };
  /** The signed identity header, for a call the JSON client cannot make (a PDF's bytes). */
  identity(): Record<string, string>;
}

export interface QuotesWorld {
  quotesUrl: string;
  businessUrl: string;
  databaseUrl: string;
  /** Both services' uploads folder (job photos are in its photos/). */
  uploadDir: string;
  bus: PostgresBus;
  quotes: QuotesService;
  events: EventEnvelope[];
  smtp: TestSmtpServer;
  /** An owner with a business (GST as given) and a client of theirs (`CLIENT`), signed for both services. */
  owner(options?: { applyGST?: boolean; name?: string; emailConfirmed?: boolean }): Promise<TestOwner>;
  stop(): Promise<void>;
}

/**
 * The quotes service with the real business service beside it on one in-process bus:
 * a business saved over HTTP reaches the quotes replica by its business.updated event.
 */
export async function startQuotesWorld(
  options: {
    dailyLimits?: { mail?: number; sms?: number };
    clock?: () => Date;
    reminderCheckSeconds?: number;
    sms?: SmsSender;
    photoStore?: PhotoStore;
    /** OpenAI settings for drafts (a fake OpenAI server's); the built-in drafter without them. */
    drafting?: Parameters<typeof createQuotesService>[0]['drafting'];
  } = {},
): Promise<QuotesWorld> {
  const databaseUrl = await createTestDatabase();
  const logger = createLogger('test', 'silent');
  const bus = new PostgresBus({ databaseUrl });
  const events: EventEnvelope[] = [];
  await bus.subscribe('observer', async (event) => {
    events.push(event);
  });
  // One uploads folder, as npm start gives both services: logos, and job photos in photos/.
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'cobber-uploads-'));
  const business = createBusinessService({
    databaseUrl,
    identitySecret: TEST_IDENTITY_SECRET,
    uploadDir,
    bus,
    logger,
  });
  const smtp = await startSmtpServer();
  const mailer = createMailer({ smtpUrl: smtp.url, mailboxDir: 'unused', from: 'Cobber <quotes@cobber.test>' });
  await business.start();
  const businessServer = await listen(business.app, 0);
  const quotes = createQuotesService({
    databaseUrl,
    identitySecret: TEST_IDENTITY_SECRET,
    bus,
    logger,
    mailer,
    publicUrl: 'http://cobber.test',
    businessUrl: businessServer.url,
    uploadDir,
    ...(options.dailyLimits ? { dailyLimits: options.dailyLimits } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.reminderCheckSeconds ? { reminderCheckSeconds: options.reminderCheckSeconds } : {}),
    ...(options.photoStore ? { photoStore: options.photoStore } : {}),
    ...(options.drafting ? { drafting: options.drafting } : {}),
  });
  await quotes.start();
  const quotesServer = await listen(quotes.app, 0);
  return {
    quotesUrl: quotesServer.url,
    businessUrl: businessServer.url,
    databaseUrl,
    uploadDir,
    bus,
    quotes,
    events,
    smtp,
    async owner({ applyGST = true, name = 'Sparks Electrical', emailConfirmed = true } = {}) {
      const who = testOwner('Sam', { emailConfirmed });
      const businessApi = apiClient(businessServer.url, who);
      const created = await businessApi('POST', '/api/business', { name, applyGST, phone: '0400 000 000', email: 'hi@sparks.au' });
      expect(created.status).toBe(201);
      // Until the quotes service itself knows the business (its GST setting prices quotes).
      await until(async () => Boolean(await quotes.db('businesses').where('owner_id', who.id).first('owner_id')));
      const client = await businessApi('POST', '/api/clients', { name: CLIENT.clientName, email: CLIENT.clientEmail });
      expect(client.status).toBe(201);
      return {
        quotes: apiClient(quotesServer.url, who),
        business: businessApi,
        id: who.id,
        client: { ...CLIENT, clientId: client.body.id },
        identity: () => ({ [IDENTITY_HEADER]: signIdentity(who, TEST_IDENTITY_SECRET) }),
      };
    },
    async stop() {
      await quotesServer.close();
      await businessServer.close();
      await quotes.stop();
      await business.stop();
      await bus.stop();
      await smtp.stop();
    },
  };
}

/** The client every test owner has (`owner().client` carries its id). */
export const CLIENT = { clientName: 'Zoe Nguyen', clientEmail: 'zoe@example.com' };

export const SAMPLE_ITEMS = [
  { description: 'Install LED downlights', quantity: 3, unitPrice: 90, type: 'labor' },
  { description: 'LED downlight kit', quantity: 6, unitPrice: '24.95', type: 'materials' },
  { description: 'Disposal', quantity: 1, unitPrice: 15, type: 'other' },
];
