import knex, { type Knex } from 'knex';

export type { Knex };

export interface Migration {
  name: string;
  up(db: Knex): Promise<void>;
}

/** A knex instance whose queries run in the service's own schema (DESIGN.md §3). */
export function connect(databaseUrl: string, schema: string, poolMax = 10): Knex {
  return knex({
    client: 'pg',
    connection: databaseUrl,
    searchPath: [schema],
    pool: { min: 0, max: poolMax },
  });
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
