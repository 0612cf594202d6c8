import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createBusinessService } from '@cobber/business';
import { createInvoicesService } from '@cobber/invoices';
import { createPaymentsService } from '@cobber/payments';
import { createQuotesService } from '@cobber/quotes';
import { createGateway, GatewaySettingsSchema } from '@cobber/gateway';
import {
  claimDataFolder,
  createLogger,
  createMailer,
  createSmsSender,
  findFreePort,
  listen,
  loadConfig,
  localSecrets,
  PostgresBus,
  settings,
  startEmbeddedPostgres,
  type Listening,
} from '@cobber/kit';
import { z } from 'zod';
import { createBackup } from './backup/create-backup.ts';
import { scheduleBackups } from './backup/daily-backups.ts';
import { backupFolder, dataFolderSources } from './backup/sources.ts';

export const EmbeddedSettings = z.object({
  PORT: settings.port(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Use this PostgreSQL instead of starting the embedded one. */
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), settings.databaseUrl().optional()),
  EMBEDDED_POSTGRES_PORT: settings.port(54329),
  /** Start from empty data (tests and demos). */
  COBBER_FRESH: z.enum(['0', '1', 'true', 'false']).default('0').transform((v) => v === '1' || v === 'true'),
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  /** Send mail through this SMTP server; without it mail lands in DATA_DIR/mailbox. */
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  MAIL_FROM: z.string().default('Cobber <quotes@cobber.local>'),
  OPENAI_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  OPENAI_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  OPENAI_MODEL: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** Text receipts through Twilio when all three are set; otherwise into DATA_DIR/mailbox. */
  TWILIO_ACCOUNT_SID: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  TWILIO_AUTH_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  TWILIO_FROM: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** Card deposits through Stripe when all three are set; otherwise the built-in test provider. */
  STRIPE_SECRET_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  STRIPE_API_BASE: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  LOG_LEVEL: settings.logLevel(),
  /** Where backups are written (daily, and by npm run backup); default DATA_DIR/backups. */
  BACKUP_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
  /** A backup is made when the newest is this many hours old; 0 turns daily backups off. */
  BACKUP_EVERY_HOURS: z.coerce.number().min(0).default(24),
  /** How many backups are kept; older cobber-backup-* files are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
});
export type EmbeddedSettings = z.infer<typeof EmbeddedSettings>;

export interface EmbeddedApp {
  url: string;
  databaseUrl: string;
  /** Where each service listens on loopback (benchmarks call them directly). */
  services: { business: string; quotes: string; invoices: string; payments: string };
  identitySecret: string;
  stop(): Promise<void>;
}

/**
 * The embedded default (DESIGN.md §2): PostgreSQL under DATA_DIR (unless DATABASE_URL
 * is given), every service and the gateway in this one process with the in-process
 * event bus. Services listen on loopback ports of their own; the gateway proxies to
 * them over real HTTP exactly as it does when distributed.
 */
export async function startEmbedded(env: NodeJS.ProcessEnv = process.env): Promise<EmbeddedApp> {
  const config = loadConfig(EmbeddedSettings, env);
  const dataDir = path.resolve(config.DATA_DIR);
  // Before anything in the folder is read or changed: a second start changes nothing.
  const releaseDataFolder = await claimDataFolder(dataDir);
  if (config.COBBER_FRESH) await emptyDataFolder(dataDir);
  const logger = createLogger('cobber', config.LOG_LEVEL);
  const secrets = await localSecrets(dataDir);
  const postgres = config.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({
        dir: path.join(dataDir, 'postgres'),
        port: config.EMBEDDED_POSTGRES_PORT,
        password: secrets.databasePassword,
        logger: logger.child({ service: 'postgres' }),
      });
  const databaseUrl = config.DATABASE_URL ?? postgres!.url;
  const bus = new PostgresBus({ databaseUrl, logger });
  const port = config.PORT || (await findFreePort());
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const common = { databaseUrl, identitySecret: secrets.identitySecret, bus };

  const business = createBusinessService({
    ...common,
    uploadDir: path.join(dataDir, 'uploads'),
    logger: logger.child({ service: 'business' }),
  });
  const quotes = createQuotesService({
    ...common,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, mailboxDir: path.join(dataDir, 'mailbox'), from: config.MAIL_FROM }),
    publicUrl,
    drafting: { apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL },
    logger: logger.child({ service: 'quotes' }),
  });
  const invoices = createInvoicesService({
    ...common,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, mailboxDir: path.join(dataDir, 'mailbox'), from: config.MAIL_FROM }),
    sms: createSmsSender({
      twilio:
        config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
          ? { accountSid: config.TWILIO_ACCOUNT_SID, authToken: config.TWILIO_AUTH_TOKEN, from: config.TWILIO_FROM }
          : undefined,
      mailboxDir: path.join(dataDir, 'mailbox'),
    }),
    publicUrl,
    quotesUrl: () => quotesServer!.url,
    logger: logger.child({ service: 'invoices' }),
  });
  const payments = createPaymentsService({
    ...common,
    // The embedded default takes cards with the built-in test provider unless given Stripe's keys (DESIGN.md §2).
    cards:
      config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET
        ? { provider: 'stripe', stripe: { secretKey: config.STRIPE_SECRET_KEY, publishableKey: config.STRIPE_PUBLISHABLE_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiBase: config.STRIPE_API_BASE } }
        : { provider: 'test' },
    quotesUrl: () => quotesServer!.url,
    logger: logger.child({ service: 'payments' }),
  });
  const services = [business, quotes, invoices, payments];
  for (const service of services) await service.start();
  const [businessServer, quotesServer, invoicesServer, paymentsServer] = await Promise.all(services.map((service) => listen(service.app, 0)));

  const gateway = createGateway(
    loadConfig(GatewaySettingsSchema, {
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      IDENTITY_SECRET: secrets.identitySecret,
      SESSION_SECRET: secrets.sessionSecret,
      PUBLIC_URL: config.PUBLIC_URL ?? '',
      BUSINESS_URL: businessServer!.url,
      QUOTES_URL: quotesServer!.url,
      INVOICES_URL: invoicesServer!.url,
      PAYMENTS_URL: paymentsServer!.url,
      FRONTENDS_DIR: path.resolve(import.meta.dirname, '../..'),
      // One tradie on their own machine: accounts count as confirmed, sign-up signs in at
      // once, and account mail lands in the local mailbox beside every other (DESIGN.md §2).
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      ...(config.SMTP_URL ? { SMTP_URL: config.SMTP_URL } : { MAIL_TRANSPORT: 'mailbox' }),
      MAILBOX_DIR: path.join(dataDir, 'mailbox'),
      MAIL_FROM: config.MAIL_FROM,
      LOG_LEVEL: config.LOG_LEVEL,
    }),
    logger.child({ service: 'gateway' }),
  );
  await gateway.start();
  const gatewayServer: Listening = await listen(gateway.app, port, config.HOST);
  const backupDir = backupFolder(config.BACKUP_DIR, dataDir);
  const backups = scheduleBackups({
    backupDir,
    everyHours: config.BACKUP_EVERY_HOURS,
    keep: config.BACKUP_KEEP,
    backup: () => createBackup(dataFolderSources(databaseUrl, dataDir), backupDir),
    logger: logger.child({ service: 'backup' }),
  });

  return {
    url: `http://localhost:${gatewayServer.port}`,
    databaseUrl,
    services: { business: businessServer!.url, quotes: quotesServer!.url, invoices: invoicesServer!.url, payments: paymentsServer!.url },
    identitySecret: secrets.identitySecret,
    async stop() {
      await backups.stop();
      await gatewayServer.close();
      await gateway.stop();
      await Promise.all([businessServer!.close(), quotesServer!.close(), invoicesServer!.close(), paymentsServer!.close()]);
      for (const service of services) await service.stop();
      await bus.stop();
      await postgres?.stop();
      releaseDataFolder();
    },
  };
}

/** COBBER_FRESH: start from nothing, keeping only the claim on the folder. */
async function emptyDataFolder(dataDir: string): Promise<void> {
  for (const entry of await readdir(dataDir)) {
    if (entry !== 'cobber.pid') await rm(path.join(dataDir, entry), { recursive: true, force: true });
  }
}
