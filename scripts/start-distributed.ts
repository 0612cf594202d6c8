import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { BusinessServiceSettings } from '@cobber/business';
import { GatewaySettingsSchema } from '@cobber/gateway';
import { InvoicesServiceSettings } from '@cobber/invoices';
import { claimDataFolder, createLogger, localSecrets, runMain, settings, startEmbeddedPostgres } from '@cobber/kit';
import { startKafkaBroker } from '@cobber/kit/kafka-broker';
import { composeSettings, LauncherSettings, overDefaults, type Declared, type Defaults } from '@cobber/launcher';
import { PaymentsServiceSettings } from '@cobber/payments';
import { QuotesServiceSettings } from '@cobber/quotes';
import { z } from 'zod';

/**
 * `npm run start:distributed`: every service and the gateway as a process of its own
 * (docs/running.md), against KAFKA_BROKERS and DATABASE_URL — or, where one is unset, a
 * Kafka broker (jars from Maven Central, as the tests start it) and an embedded
 * PostgreSQL under DATA_DIR. A process that dies is started again, as a supervisor would.
 * Each process reads its own package's settings; this starter gives them its defaults
 * (the environment wins) and checks them all with those same declarations first.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

// Its own few: the embedded default's, with defaults that let both run side by side.
const StarterSettings = z.object({
  DATA_DIR: LauncherSettings.shape.DATA_DIR.unwrap().default('.data/distributed'),
  EMBEDDED_POSTGRES_PORT: LauncherSettings.shape.EMBEDDED_POSTGRES_PORT.unwrap().default(54330),
  DATABASE_URL: LauncherSettings.shape.DATABASE_URL,
  LOG_LEVEL: LauncherSettings.shape.LOG_LEVEL,
  KAFKA_BROKERS: BusinessServiceSettings.shape.KAFKA_BROKERS,
  /** The Kafka broker started here when KAFKA_BROKERS is unset. */
  KAFKA_PORT: settings.port(19092),
});

// Services listen on 4001, 4002, … in this order, their defaults, unless
// BUSINESS_PORT, QUOTES_PORT… say otherwise.
const SERVICES = [
  { name: 'business', schema: BusinessServiceSettings },
  { name: 'quotes', schema: QuotesServiceSettings },
  { name: 'invoices', schema: InvoicesServiceSettings },
  { name: 'payments', schema: PaymentsServiceSettings },
] as const;
type Service = (typeof SERVICES)[number]['name'];

interface Made {
  dataDir?: string;
  databaseUrl?: string | undefined;
  kafkaBrokers?: string | undefined;
  secrets?: { identitySecret: string; sessionSecret: string; vapidPublicKey: string; vapidPrivateKey: string };
}

/** What each process is started with: its package's settings, this starter's defaults under the environment. */
function processes(made: Made, env: NodeJS.ProcessEnv): Record<Service | 'gateway', Declared & { entry: string }> {
  const port = (i: number) => env[`${SERVICES[i]!.name.toUpperCase()}_PORT`] || String(4001 + i);
  const urls = Object.fromEntries(SERVICES.map(({ name }, i) => [`${name.toUpperCase()}_URL`, `http://127.0.0.1:${port(i)}`]));
  // A developer's machine: without SMTP_URL, mail goes to DATA_DIR/mailbox, and cards to the
  // built-in test provider without Stripe's key, each asked for by name.
  const mailbox = (env.MAIL_TRANSPORT || (env.SMTP_URL ? 'smtp' : 'mailbox')) === 'mailbox';
  const shared: Defaults = {
    DATABASE_URL: made.databaseUrl,
    KAFKA_BROKERS: made.kafkaBrokers,
    IDENTITY_SECRET: made.secrets?.identitySecret,
    // The business service's Web Push keys, kept beside the data like the secrets.
    VAPID_PUBLIC_KEY: made.secrets?.vapidPublicKey,
    VAPID_PRIVATE_KEY: made.secrets?.vapidPrivateKey,
    MAIL_TRANSPORT: env.SMTP_URL ? undefined : 'mailbox',
    MAILBOX_DIR: made.dataDir && path.join(made.dataDir, 'mailbox'),
    UPLOAD_DIR: made.dataDir && path.join(made.dataDir, 'uploads'),
    PAYMENTS_PROVIDER: env.STRIPE_SECRET_KEY ? undefined : 'test',
    ...urls,
  };
  const service = (i: number) => ({
    entry: `services/${SERVICES[i]!.name}/src/main.ts`,
    schema: SERVICES[i]!.schema,
    defaults: { ...shared, [`${SERVICES[i]!.name.toUpperCase()}_PORT`]: port(i) },
  });
  return {
    business: service(0),
    quotes: service(1),
    invoices: service(2),
    payments: service(3),
    gateway: {
      entry: 'gateway/src/main.ts',
      schema: GatewaySettingsSchema,
      defaults: {
        ...shared,
        SESSION_SECRET: made.secrets?.sessionSecret,
        // With the local mailbox this is a demo on one machine, like the embedded default.
        REQUIRE_EMAIL_CONFIRMATION: String(!mailbox),
        FRONTENDS_DIR: ROOT,
      },
    },
  };
}

await runMain(async () => {
  const env = process.env;
  // Every process's settings before anything starts: a bad one exits 2 naming it.
  const checked = composeSettings({ starter: { schema: StarterSettings, defaults: {} }, ...processes({}, env) }, env, ['DATABASE_URL', 'IDENTITY_SECRET', 'SESSION_SECRET']);
  const own = checked.starter;
  const dataDir = path.resolve(ROOT, own.DATA_DIR);
  const releaseDataFolder = await claimDataFolder(dataDir);
  // Kept beside the data, like the embedded default's: a restart signs nobody out.
  const secrets = await localSecrets(dataDir);
  const postgres = own.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({
        dir: path.join(dataDir, 'postgres'),
        port: own.EMBEDDED_POSTGRES_PORT,
        password: secrets.databasePassword,
        logger: createLogger('postgres', own.LOG_LEVEL),
      });
  const broker = own.KAFKA_BROKERS ? null : await startKafkaBroker({ dataDir: path.join(dataDir, 'kafka'), port: own.KAFKA_PORT });
  if (broker) console.log(`Kafka ${broker.brokers} started in ${broker.startupMs} ms`);

  const made = { dataDir, databaseUrl: postgres?.url, kafkaBrokers: broker?.brokers, secrets };
  const children = Object.entries(processes(made, env)).map(([name, { entry, defaults }]) => supervise(name, entry, overDefaults(defaults, env)));
  console.log(`Cobber is starting at http://localhost:${checked.gateway.PORT} (each service its own process)`);

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (stopping) return;
      stopping = true;
      await Promise.all(children.map((child) => child.stop()));
      await broker?.stop();
      await postgres?.stop();
      releaseDataFolder();
      process.exit(0);
    });
  }
});

function supervise(name: string, entry: string, env: Record<string, string>) {
  let child: ChildProcess;
  let stopping = false;
  const start = () => {
    child = spawn(process.execPath, [path.join(ROOT, entry)], { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${name} exited (${signal ?? code}); starting it again in 1 s`);
      setTimeout(start, 1_000);
    });
  };
  start();
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
