import { createHash } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { KNEX_TABLES, SCHEDULER_SCHEMAS } from './cobber-schemas.ts';
import { tableFile, type BackedUpSequence, type BackedUpTable } from './manifest.ts';

export interface DatabaseDump {
  postgresMajor: number;
  migrations: Record<string, string[]>;
  tables: BackedUpTable[];
  sequences: BackedUpSequence[];
}

interface TableShape {
  schema: string;
  name: string;
  columns: string[];
  primaryKey: string[] | null;
}

const LEFT_OUT = ['pg_catalog', 'information_schema', ...SCHEDULER_SCHEMAS].map((schema) => pg.escapeLiteral(schema)).join(', ');
const NOT_SYSTEM = `n.nspname not in (${LEFT_OUT}) and n.nspname not like 'pg\\_%'`;

/**
 * Writes every table of every non-system schema (but the schedulers' jobs) into `dir` (PostgreSQL's COPY text
 * format), all read in ONE repeatable-read snapshot, so the backup is the database as it
 * was at one instant even while quotes are being made: every quote with its items, every
 * counter with its numbers.
 */
export async function dumpDatabase(databaseUrl: string, dir: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ major: number }>(`select current_setting('server_version_num')::int / 10000 as major`);
    const postgresMajor = rows[0]!.major;
    const shapes = await tableShapes(client);
    const migrations = await appliedMigrations(client, shapes);
    const tables: BackedUpTable[] = [];
    for (const shape of shapes.filter((t) => !KNEX_TABLES.has(t.name))) tables.push(await copyTable(client, shape, dir));
    const sequences = await sequenceValues(client);
    await client.query('commit');
    return { postgresMajor, migrations, tables, sequences };
  } finally {
    await client.end();
  }
}

async function tableShapes(client: pg.Client): Promise<TableShape[]> {
  const { rows } = await client.query<TableShape>(`
    select n.nspname as schema, c.relname as name,
      (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (select array_agg(a.attname::text order by k.ord) from pg_index i
        cross join unnest(i.indkey) with ordinality as k(attnum, ord)
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
        where i.indrelid = c.oid and i.indisprimary) as "primaryKey"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition and ${NOT_SYSTEM}
    order by n.nspname, c.relname`);
  return rows;
}

/** Each schema's migrations as knex recorded them, in the order they ran. */
async function appliedMigrations(client: pg.Client, shapes: TableShape[]): Promise<Record<string, string[]>> {
  const migrations: Record<string, string[]> = {};
  for (const { schema } of shapes.filter((t) => t.name === 'knex_migrations')) {
    const { rows } = await client.query<{ name: string }>(`select name from ${pg.escapeIdentifier(schema)}.knex_migrations order by id`);
    migrations[schema] = rows.map((row) => row.name);
  }
  return migrations;
}

/** Ordered by primary key, so two backups of the same data are the same bytes. */
async function copyTable(client: pg.Client, table: TableShape, dir: string): Promise<BackedUpTable> {
  const columns = table.columns.map((c) => pg.escapeIdentifier(c)).join(', ');
  const orderBy = table.primaryKey ? ` order by ${table.primaryKey.map((c) => pg.escapeIdentifier(c)).join(', ')}` : '';
  const source = `${pg.escapeIdentifier(table.schema)}.${pg.escapeIdentifier(table.name)}`;
  const file = path.join(dir, tableFile(table));
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const hash = createHash('sha256');
  let rows = 0;
  // COPY's text format ends every row with a newline; newlines inside values are escaped.
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
      done(null, chunk);
    },
  });
  const handle = await open(file, 'wx', 0o600);
  await pipeline(client.query(copyTo(`copy (select ${columns} from ${source}${orderBy}) to stdout`)), measure, handle.createWriteStream());
  return { schema: table.schema, name: table.name, columns: table.columns, rows, sha256: hash.digest('hex') };
}

/**
 * Sequences are not part of a snapshot: read after the rows, each value is at least what
 * any row in the backup was numbered with, which is all a restore needs.
 */
async function sequenceValues(client: pg.Client): Promise<BackedUpSequence[]> {
  const { rows: names } = await client.query<{ schema: string; name: string }>(`
    select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and ${NOT_SYSTEM} order by 1, 2`);
  const sequences: BackedUpSequence[] = [];
  for (const { schema, name } of names) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`,
    );
    sequences.push({ schema, name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
  }
  return sequences;
}
