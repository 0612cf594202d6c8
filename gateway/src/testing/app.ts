import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBusinessService } from '@cobber/business';
import { createInvoicesService } from '@cobber/invoices';
import { createLogger, listen, PostgresBus, type DataService, type Listening } from '@cobber/kit';
import { createMailer, createSmsSender } from '@cobber/documents';
import { createTestDatabase, TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import { createQuotesService } from '@cobber/quotes';
import { startGateway, type RunningGateway } from './gateway.ts';

export interface RunningApp {
  gateway: RunningGateway;
  /** Each service's own address, for a second gateway in front of some of them. */
  urls: { business: string; quotes: string; invoices: string };
  quotes: DataService;
  invoices: DataService;
  stop(): Promise<void>;
}

/**
 * The two ways the gateway sends a call on, for `describe.each`: over HTTP as when
 * distributed, and to the service in its own process as in the embedded default.
 */
export const BOTH_WAYS = [
  { how: 'proxied over HTTP', inProcess: false },
  { how: 'handed to services in process', inProcess: true },
];

/**
 * The gateway in front of real business, quotes and invoices services on one fresh
 * database and the PostgreSQL bus, each on its own port: what the owner's and the
 * client's pages are drawn from. With `inProcess` the gateway hands the services their
 * `/api` calls in this process, as the embedded default does, instead of over HTTP.
 */
export async function startGatewayWithServices(gatewaySettings: Record<string, string>, { inProcess = false } = {}): Promise<RunningApp> {
  const mailboxDir = await mkdtemp(path.join(tmpdir(), 'cobber-mailbox-'));
  const databaseUrl = await createTestDatabase();
  const servers: Listening[] = [];
  const common = {
    databaseUrl,
    identitySecret: TEST_IDENTITY_SECRET,
    bus: new PostgresBus({ databaseUrl }),
    mailer: createMailer({ mailboxDir, from: 'Cobber <mail@cobber.test>' }),
    publicUrl: 'http://cobber.test',
    logger: createLogger('test', 'silent'),
  };
  const business = createBusinessService({ ...common, uploadDir: await mkdtemp(path.join(tmpdir(), 'cobber-uploads-')) });
  const quotes = createQuotesService({ ...common, businessUrl: () => servers[0]!.url });
  const invoices = createInvoicesService({ ...common, sms: createSmsSender({ mailboxDir }), quotesUrl: () => servers[1]!.url });
  const services = [common.bus, business, quotes, invoices];
  for (const service of services) await service.start();
  servers.push(...(await Promise.all([business, quotes, invoices].map((service) => listen(service.app, 0)))));
  const urls = { business: servers[0]!.url, quotes: servers[1]!.url, invoices: servers[2]!.url };
  const handlers = inProcess ? { business: business.app.callback(), quotes: quotes.app.callback(), invoices: invoices.app.callback() } : {};
  const gateway = await startGateway({ BUSINESS_URL: urls.business, QUOTES_URL: urls.quotes, INVOICES_URL: urls.invoices, ...gatewaySettings }, handlers);
  return {
    gateway,
    urls,
    quotes,
    invoices,
    async stop() {
      await gateway.stop();
      await Promise.all(servers.map((server) => server.close()));
      for (const service of services.reverse()) await service.stop();
    },
  };
}
