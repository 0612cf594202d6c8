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

/** Creates the schema if needed and runs the service's migrations, in order, once each. */
export async function migrate(db: Knex, schema: string, migrations: Migration[]): Promise<void> {
  await db.raw('create schema if not exists ??', [schema]);
  const byName = new Map(migrations.map((m) => [m.name, m]));
  await db.migrate.latest({
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
  });
}

/** Postgres `23505`: a unique constraint refused the row. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505';
}
