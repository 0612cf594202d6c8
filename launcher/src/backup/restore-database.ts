import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { connect, createLogger, migrate } from '@cobber/kit';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { COBBER_SCHEMAS } from './cobber-schemas.ts';
import { inForeignKeyOrder, type ForeignKey } from './foreign-key-order.ts';
import { tableFile, type BackedUpTable } from './manifest.ts';
import type { OpenedBackup } from './open-backup.ts';
import { BackupRefused } from './refused.ts';

const quoted = (schema: string, name: string) => `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;

/**
 * Fills an EMPTY database from a backup: each schema is made by its own migrations, only
 * those the backup recorded (the rest run when Cobber next starts), then every table's
 * rows go in within one transaction, parents before children, and the sequences carry on
 * from where they were. If anything fails, what the restore made is taken away again, so
 * the database is as empty as it was and the restore can be run again.
 */
export async function restoreDatabase(backup: OpenedBackup, databaseUrl: string): Promise<{ tables: number; rows: number }> {
  const schemas = Object.keys(backup.manifest.migrations);
  const existing = await refuseUnlessEmpty(databaseUrl, [...new Set([...COBBER_SCHEMAS.keys(), ...schemas])]);
  try {
    for (const schema of schemas) await migrateAsRecorded(databaseUrl, schema, backup.manifest.migrations[schema]!);
    return await loadTables(backup, databaseUrl);
  } catch (error) {
    await undo(databaseUrl, schemas, existing);
    throw error;
  }
}

/** Answers which of the schemas exist (with no tables); any table in them is a refusal. */
async function refuseUnlessEmpty(databaseUrl: string, schemas: string[]): Promise<Set<string>> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ schema: string; tables: number }>(
      `select n.nspname as schema, count(c.oid)::int as tables from pg_namespace n
       left join pg_class c on c.relnamespace = n.oid and c.relkind in ('r', 'p')
       where n.nspname = any($1) group by n.nspname order by n.nspname`,
      [schemas],
    );
    const filled = rows.filter((row) => row.tables > 0);
    if (filled.length > 0) {
      const found = filled.map((row) => `${row.schema}: ${row.tables} tables`).join(', ');
      throw new BackupRefused(`The database already holds Cobber's data (${found}). Restore only into an empty database.`);
    }
    return new Set(rows.map((row) => row.schema));
  });
}

/** The schema as the backup's Cobber had it: its migrations, only those recorded, in the order they ran. */
async function migrateAsRecorded(databaseUrl: string, schema: string, recorded: string[]): Promise<void> {
  const known = new Map(COBBER_SCHEMAS.get(schema)!.map((migration) => [migration.name, migration]));
  const db = connect(databaseUrl, schema, 2, { logger: createLogger('restore', 'warn') });
  try {
    await migrate(db, schema, recorded.map((name) => known.get(name)!));
  } finally {
    await db.destroy();
  }
}

async function loadTables(backup: OpenedBackup, databaseUrl: string): Promise<{ tables: number; rows: number }> {
  const { manifest } = backup;
  const cobbers = new Set(Object.keys(manifest.migrations));
  const tables = manifest.tables.filter((table) => cobbers.has(table.schema));
  return withClient(databaseUrl, async (client) => {
    await client.query('begin');
    for (const table of inForeignKeyOrder(tables, await foreignKeys(client, [...cobbers]))) await loadTable(client, backup.dir, table);
    for (const sequence of manifest.sequences.filter((s) => cobbers.has(s.schema))) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [quoted(sequence.schema, sequence.name), sequence.lastValue, sequence.isCalled]);
    }
    await client.query('commit');
    return { tables: tables.length, rows: tables.reduce((sum, table) => sum + table.rows, 0) };
  });
}

async function loadTable(client: pg.Client, dir: string, table: BackedUpTable): Promise<void> {
  const columns = table.columns.map((c) => pg.escapeIdentifier(c)).join(', ');
  const copy = client.query(copyFrom(`copy ${quoted(table.schema, table.name)} (${columns}) from stdin`));
  await pipeline(createReadStream(path.join(dir, tableFile(table))), copy);
  if (copy.rowCount !== table.rows) throw new Error(`${table.schema}.${table.name}: ${copy.rowCount} rows restored, the backup has ${table.rows}`);
}

async function foreignKeys(client: pg.Client, schemas: string[]): Promise<ForeignKey[]> {
  const { rows } = await client.query<{ child_schema: string; child: string; parent_schema: string; parent: string }>(
    `select cn.nspname as child_schema, cl.relname as child, pn.nspname as parent_schema, pl.relname as parent
     from pg_constraint k
     join pg_class cl on cl.oid = k.conrelid join pg_namespace cn on cn.oid = cl.relnamespace
     join pg_class pl on pl.oid = k.confrelid join pg_namespace pn on pn.oid = pl.relnamespace
     where k.contype = 'f' and cn.nspname = any($1)`,
    [schemas],
  );
  return rows.map((row) => ({ child: { schema: row.child_schema, name: row.child }, parent: { schema: row.parent_schema, name: row.parent } }));
}

/** Takes away what a failed restore made: schemas it created, tables in ones that were there empty. */
async function undo(databaseUrl: string, schemas: string[], existing: Set<string>): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    for (const schema of schemas) {
      if (!existing.has(schema)) {
        await client.query(`drop schema if exists ${pg.escapeIdentifier(schema)} cascade`);
        continue;
      }
      const { rows } = await client.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind in ('r', 'p')`,
        [schema],
      );
      for (const { name } of rows) await client.query(`drop table if exists ${quoted(schema, name)} cascade`);
    }
  });
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
