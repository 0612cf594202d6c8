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
import { emptyDataFolder } from './data-folder.ts';
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
 * The embedded default: PostgreSQL under DATA_DIR (unless DATABASE_URL
 * is given), every service and the gateway in this one process, each with its own
 * settings read from the environment over the embedded default's defaults. Services listen
 * on loopback ports of their own, where they call each other and the gateway fetches what
 * it draws on the server; the gateway hands them the owner's and the client's `/api` calls
 * in this process, with the headers it would send over HTTP when distributed. A start
 * that fails stops what it had started, so nothing is left running (a PostgreSQL holding
 * the data folder) when the process exits.
 */
export async function startEmbedded(env: NodeJS.ProcessEnv = process.env): Promise<EmbeddedApp> {
  const own = checkEmbeddedSettings(env);
  const dataDir = path.resolve(own.DATA_DIR);
  const port = own.PORT || (await findFreePort());
  // The gateway is told the port PORT=0 picked: its account mail links to it.
  const appEnv = { ...env, PORT: String(port) };

  // Before anything in the folder is read or changed: a second start changes nothing.
  const releaseDataFolder = await claimDataFolder(dataDir);
  const started: Started = [releaseDataFolder];
  try {
    return await startInFolder(own, dataDir, port, appEnv, started);
  } catch (error) {
    // Each is stopped even if another will not: the error that stopped the start is the one told.
    while (started.length > 0) await Promise.resolve().then(started.pop()!).catch(() => {});
    throw error;
  }
}

/** What has started, each with how to stop it. */
type Started = Array<() => Promise<void> | void>;

/** Stops each, newest first, once. */
async function stopAll(started: Started): Promise<void> {
  while (started.length > 0) await started.pop()!();
}

async function startInFolder(own: ReturnType<typeof checkEmbeddedSettings>, dataDir: string, port: number, appEnv: NodeJS.ProcessEnv, started: Started): Promise<EmbeddedApp> {
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
  if (postgres) started.push(() => postgres.stop());
  const made = { dataDir, appUrl: `http://localhost:${port}`, databaseUrl: own.DATABASE_URL ?? postgres!.url, secrets };
  const settings = composeSettings(embeddedPackages(made, appEnv), appEnv);
  const databaseUrl = settings.gateway.DATABASE_URL;
  // One bus for the four services, each its own consumer group: PostgreSQL's, or Kafka's with KAFKA_BROKERS.
  const bus = await eventBusFromSettings(settings.business, 'cobber', logger);
  started.push(() => bus.stop());

  const servers: Partial<Record<keyof Services, Listening>> = {};
  const services = createServices(settings, bus, logger, { business: () => servers.business!.url, quotes: () => servers.quotes!.url });
  for (const service of Object.values(services)) {
    await service.start();
    started.push(() => service.stop());
  }
  for (const [name, service] of Object.entries(services)) {
    const server = await listen(service.app, 0);
    servers[name as keyof Services] = server;
    started.push(() => server.close());
  }
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
    { inProcess: { business: services.business.app.callback(), quotes: services.quotes.app.callback(), invoices: services.invoices.app.callback(), payments: services.payments.app.callback() } },
  );
  await gateway.start();
  started.push(() => gateway.stop());
  const gatewayServer = await listen(gateway.app, port, settings.gateway.HOST);
  started.push(() => gatewayServer.close());
  const backupDir = backupFolder(own.BACKUP_DIR, dataDir);
  const backups = scheduleBackups({
    backupDir,
    everyHours: own.BACKUP_EVERY_HOURS,
    keep: own.BACKUP_KEEP,
    backup: () => createBackup(dataFolderSources(databaseUrl, dataDir, { uploadDir: settings.business.UPLOAD_DIR, mailboxDir: settings.quotes.MAILBOX_DIR }), backupDir),
    logger: logger.child({ service: 'backup' }),
  });
  started.push(() => backups.stop());

  return {
    url: `http://localhost:${gatewayServer.port}`,
    databaseUrl,
    services: { business: listening.business.url, quotes: listening.quotes.url, invoices: listening.invoices.url, payments: listening.payments.url },
    identitySecret: settings.gateway.IDENTITY_SECRET,
    stop: () => stopAll(started),
  };
}
