import { spawn, type ChildProcess } from 'node:child_process';
import { glob } from 'node:fs/promises';
import path from 'node:path';
import { claimDataFolder, createLogger, DataFolderInUse, localSecrets, startEmbeddedPostgres } from '@cobber/kit';
import { startKafkaBroker } from '@cobber/kit/kafka-broker';

/**
 * `npm run start:distributed`: every service and the gateway as a process of its own
 * (DESIGN.md §2), against KAFKA_BROKERS and DATABASE_URL — or, where one is unset, a
 * Kafka broker (jars from Maven Central, as the tests start it) and an embedded
 * PostgreSQL under DATA_DIR. A process that dies is started again, as a supervisor would.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data/distributed');
// Services listen on 4001, 4002, … in this order (DESIGN.md §1), their defaults, unless
// BUSINESS_PORT, QUOTES_PORT… say otherwise.
const SERVICE_ORDER = ['business', 'quotes', 'invoices', 'payments'];

const releaseDataFolder = await claimDataFolder(dataDir).catch((error: unknown) => {
  if (!(error instanceof DataFolderInUse)) throw error;
  console.error(error.message);
  process.exit(2);
});
// Kept beside the data, like the embedded default's: a restart signs nobody out.
const secrets = await localSecrets(dataDir);
const postgres = process.env.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({
      dir: path.join(dataDir, 'postgres'),
      port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54330),
      password: secrets.databasePassword,
      logger: createLogger('postgres', process.env.LOG_LEVEL ?? 'info'),
    });
const broker = process.env.KAFKA_BROKERS
  ? null
  : await startKafkaBroker({ dataDir: path.join(dataDir, 'kafka'), port: Number(process.env.KAFKA_PORT ?? 19092) });
if (broker) console.log(`Kafka ${broker.brokers} started in ${broker.startupMs} ms`);

const shared = {
  DATABASE_URL: process.env.DATABASE_URL ?? postgres!.url,
  KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? broker!.brokers,
  IDENTITY_SECRET: process.env.IDENTITY_SECRET || secrets.identitySecret,
  // A developer's machine: without SMTP_URL, mail goes to DATA_DIR/mailbox, as asked for here.
  MAIL_TRANSPORT: process.env.MAIL_TRANSPORT || (process.env.SMTP_URL ? 'smtp' : 'mailbox'),
  MAILBOX_DIR: path.join(dataDir, 'mailbox'),
  // Likewise cards: without Stripe's keys, the built-in test provider, asked for by name (no real money).
  PAYMENTS_PROVIDER: process.env.PAYMENTS_PROVIDER || (process.env.STRIPE_SECRET_KEY ? 'stripe' : 'test'),
};

const services: string[] = [];
for await (const main of glob('services/*/src/main.ts', { cwd: ROOT })) services.push(main.split('/')[1]!);
services.sort((a, b) => SERVICE_ORDER.indexOf(a) - SERVICE_ORDER.indexOf(b));

const gatewayEnv: Record<string, string> = {
  SESSION_SECRET: process.env.SESSION_SECRET || secrets.sessionSecret,
  // With the local mailbox this is a demo on one machine, like the embedded default.
  REQUIRE_EMAIL_CONFIRMATION: process.env.REQUIRE_EMAIL_CONFIRMATION || String(shared.MAIL_TRANSPORT !== 'mailbox'),
  FRONTENDS_DIR: process.env.FRONTENDS_DIR ?? ROOT,
};
const processes = services.map((name, i) => {
  const port = process.env[`${name.toUpperCase()}_PORT`] ?? String(4001 + i);
  gatewayEnv[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${port}`;
  return supervise(name, `services/${name}/src/main.ts`, {
    [`${name.toUpperCase()}_PORT`]: port,
    BUSINESS_URL: gatewayEnv.BUSINESS_URL!,
    // Invoices and payments ask quotes for a quote as it stands; they start after it, so its address is known.
    ...(gatewayEnv.QUOTES_URL ? { QUOTES_URL: gatewayEnv.QUOTES_URL } : {}),
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
  });
});
processes.push(supervise('gateway', 'gateway/src/main.ts', gatewayEnv));
console.log(`Cobber is starting at http://localhost:${process.env.PORT ?? 3000} (each service its own process)`);

function supervise(name: string, entry: string, env: Record<string, string>) {
  let child: ChildProcess;
  let stopping = false;
  const start = () => {
    child = spawn(process.execPath, [path.join(ROOT, entry)], { cwd: ROOT, env: { ...process.env, ...shared, ...env }, stdio: 'inherit' });
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

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(processes.map((p) => p.stop()));
    await broker?.stop();
    await postgres?.stop();
    releaseDataFolder();
    process.exit(0);
  });
}
