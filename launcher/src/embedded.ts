import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createGateway } from '@cobber/gateway';
import {
  claimDataFolder,
  createLogger,
  eventBusFromSettings,
  findFreePort,
  listen,
  localSecrets,
  startEmbeddedPostgres,
  type Listening,
} from '@cobber/kit';
import { createBackup } from './backup/create-backup.ts';
import { scheduleBackups } from './backup/daily-backups.ts';
import { backupFolder, dataFolderSources } from './backup/sources.ts';
import { createServices, type Services } from './services.ts';
import { composeSettings } from './settings/compose.ts';
import { checkEmbeddedSettings, embeddedPackages } from './settings/embedded-packages.ts';

export interface EmbeddedApp {
  url: string;
  databaseUrl: string;
  /** Where each service listens on loopback (benchmarks call them directly). */
  services: Record<keyof Services, string>;
  identitySecret: string;
  stop(): Promise<void>;
}

/**
 * The embedded default (DESIGN.md §2): PostgreSQL under DATA_DIR (unless DATABASE_URL
 * is given), every service and the gateway in this one process, each with its own
 * settings read from the environment over the embedded default's defaults. Services listen
 * on loopback ports of their own; the gateway proxies to them over real HTTP exactly as
 * it does when distributed.
 */
export async function startEmbedded(env: NodeJS.ProcessEnv = process.env): Promise<EmbeddedApp> {
  const own = checkEmbeddedSettings(env);
  const dataDir = path.resolve(own.DATA_DIR);
  const port = own.PORT || (await findFreePort());
  // The gateway is told the port PORT=0 picked: its account mail links to it.
  const appEnv = { ...env, PORT: String(port) };

  // Before anything in the folder is read or changed: a second start changes nothing.
  const releaseDataFolder = await claimDataFolder(dataDir);
  if (own.COBBER_FRESH) await emptyDataFolder(dataDir);
  const logger = createLogger('cobber', own.LOG_LEVEL);
  const secrets = await localSecrets(dataDir);
  const postgres = own.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({
        dir: path.join(dataDir, 'postgres'),
        port: own.EMBEDDED_POSTGRES_PORT,
        password: secrets.databasePassword,
        logger: logger.child({ service: 'postgres' }),
      });
  const made = { dataDir, appUrl: `http://localhost:${port}`, databaseUrl: own.DATABASE_URL ?? postgres!.url, secrets };
  const settings = composeSettings(embeddedPackages(made, appEnv), appEnv);
  const databaseUrl = settings.gateway.DATABASE_URL;
  // One bus for the four services, each its own consumer group: PostgreSQL's, or Kafka's with KAFKA_BROKERS.
  const bus = await eventBusFromSettings(settings.business, 'cobber', logger);

  const servers: Partial<Record<keyof Services, Listening>> = {};
  const services = createServices(settings, bus, logger, { business: () => servers.business!.url, quotes: () => servers.quotes!.url });
  for (const service of Object.values(services)) await service.start();
  for (const [name, service] of Object.entries(services)) servers[name as keyof Services] = await listen(service.app, 0);
  const listening = servers as Record<keyof Services, Listening>;

  const gateway = createGateway(
    {
      ...settings.gateway,
      BUSINESS_URL: listening.business.url,
      QUOTES_URL: listening.quotes.url,
      INVOICES_URL: listening.invoices.url,
      PAYMENTS_URL: listening.payments.url,
    },
    logger.child({ service: 'gateway' }),
  );
  await gateway.start();
  const gatewayServer = await listen(gateway.app, port, settings.gateway.HOST);
  const backupDir = backupFolder(own.BACKUP_DIR, dataDir);
  const backups = scheduleBackups({
    backupDir,
    everyHours: own.BACKUP_EVERY_HOURS,
    keep: own.BACKUP_KEEP,
    backup: () => createBackup(dataFolderSources(databaseUrl, dataDir, { uploadDir: settings.business.UPLOAD_DIR, mailboxDir: settings.quotes.MAILBOX_DIR }), backupDir),
    logger: logger.child({ service: 'backup' }),
  });

  return {
    url: `http://localhost:${gatewayServer.port}`,
    databaseUrl,
    services: { business: listening.business.url, quotes: listening.quotes.url, invoices: listening.invoices.url, payments: listening.payments.url },
    identitySecret: settings.gateway.IDENTITY_SECRET,
    async stop() {
      await backups.stop();
      await gatewayServer.close();
      await gateway.stop();
      await Promise.all(Object.values(listening).map((server) => server.close()));
      for (const service of Object.values(services)) await service.stop();
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
