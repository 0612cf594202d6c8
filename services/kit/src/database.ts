import knex, { type Knex } from 'knex';
import { createLogger, type Logger } from './logger.ts';

export type { Knex };

export interface Migration {
  name: string;
  up(db: Knex): Promise<void>;
}

export interface ConnectOptions {
  /** Where slow queries and knex's own messages go. */
  logger?: Logger;
  /** A query slower than this is logged at `warn` ("slow query"). */
  slowQueryMs?: number;
  /**
   * How long a query waits for a connection before failing. Short, so that while the
   * database is down a request answers 503 within seconds instead of hanging a minute.
   */
  acquireTimeoutMs?: number;
}

export const SLOW_QUERY_MS = 200;
export const ACQUIRE_TIMEOUT_MS = 5_000;

/** A knex instance whose queries run in the service's own schema. */
export function connect(databaseUrl: string, schema: string, poolMax = 10, options: ConnectOptions = {}): Knex {
  const logger = options.logger ?? createLogger('database');
  const db = knex({
    client: 'pg',
    connection: databaseUrl,
    searchPath: [schema],
    pool: { min: 0, max: poolMax, createTimeoutMillis: options.acquireTimeoutMs ?? ACQUIRE_TIMEOUT_MS },
    acquireConnectionTimeout: options.acquireTimeoutMs ?? ACQUIRE_TIMEOUT_MS,
    // A failed query's error message carries its SQL, never the values bound to it (a
    // client's name, an email) into the log.
    compileSqlOnError: false,
    log: knexLog(logger),
  });
  logSlowQueries(db, logger, options.slowQueryMs ?? SLOW_QUERY_MS);
  return db;
}

/**
 * Knex's own messages through pino instead of console.log. The ones about a lost or
 * refused connection come with every query during an outage, with a stack; the request
 * that met it reports the outage (throttled), so they are only debug here.
 */
function knexLog(logger: Logger) {
  const warn = (message: unknown) => {
    const text = String(message);
    if (/^(Acquire connection error|Connection Error):/.test(text)) logger.debug({ knex: text.split('\n')[0] }, 'knex connection message');
    else logger.warn({ knex: text }, 'knex warning');
  };
  return {
    warn,
    error: (message: unknown) => logger.error({ knex: String(message) }, 'knex error'),
    deprecate: (message: unknown) => logger.warn({ knex: String(message) }, 'knex deprecation'),
    debug: (message: unknown) => logger.debug({ knex: String(message) }, 'knex debug'),
  };
}

/** Queries over `slowMs` at `warn` with their SQL (never the bound values) and time. */
function logSlowQueries(db: Knex, logger: Logger, slowMs: number): void {
  const started = new Map<string, number>();
  const finished = (query: { __knexQueryUid?: string; sql?: string }, failed: boolean) => {
    const uid = query.__knexQueryUid;
    if (uid === undefined) return;
    const start = started.get(uid);
    started.delete(uid);
    if (start === undefined) return;
    const ms = Math.round(performance.now() - start);
    if (ms > slowMs) logger.warn({ sql: query.sql, ms, ...(failed ? { failed } : {}) }, 'slow query');
  };
  db.on('query', (query: { __knexQueryUid?: string }) => {
    // A streamed query never reports its end: bound what is remembered.
    if (started.size > 10_000) started.clear();
    if (query.__knexQueryUid !== undefined) started.set(query.__knexQueryUid, performance.now());
  });
  db.on('query-response', (_response: unknown, query: { __knexQueryUid?: string; sql?: string }) => finished(query, false));
  db.on('query-error', (_error: unknown, query: { __knexQueryUid?: string; sql?: string }) => finished(query, true));
}

/**
 * Creates the schema if needed and runs the service's migrations, in order, once each.
 * Replicas of a service starting together take turns: a session advisory lock per schema,
 * held on a connection of its own, covers the schema's creation and knex's own tables (two
 * at once failed on `pg_class` and "Migration table is already locked"). Inside it knex's
 * lock row can only be one left by a process that died mid-migration, so it is freed.
 */
export async function migrate(db: Knex, schema: string, migrations: Migration[]): Promise<void> {
  const lock = await db.client.acquireConnection();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [`cobber:migrate:${schema}`]);
    try {
      await db.raw('create schema if not exists ??', [schema]);
      await runMigrations(db, schema, migrations);
    } finally {
      await lock.query('select pg_advisory_unlock(hashtext($1))', [`cobber:migrate:${schema}`]);
    }
  } finally {
    await db.client.releaseConnection(lock);
  }
}

async function runMigrations(db: Knex, schema: string, migrations: Migration[]): Promise<void> {
  const byName = new Map(migrations.map((m) => [m.name, m]));
  const config = {
    schemaName: schema,
    tableName: 'knex_migrations',
    migrationSource: {
      getMigrations: async () => migrations.map((m) => m.name),
      getMigrationName: (name: string) => name,
      getMigration: async (name: string) => ({
        up: (trx: Knex) => byName.get(name)!.up(trx),
        down: async () => {
          throw new Error('Migrations only go forward');
        },
      }),
    },
  };
  if (await db.schema.withSchema(schema).hasTable('knex_migrations_lock')) await db.migrate.forceFreeMigrationsLock(config);
  await db.migrate.latest(config);
}

/** Postgres `23505`: a unique constraint refused the row. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505';
}
