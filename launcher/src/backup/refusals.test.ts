import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { connect, createLogger, migrate } from '@cobber/kit';
import { createTestDatabase } from '@cobber/kit/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packArchive, unpackArchive } from './archive.ts';
import { COBBER_SCHEMAS } from './cobber-schemas.ts';
import { RESTORE_MAIN, runCommand } from './testing/commands.ts';
import { createBackup } from './create-backup.ts';
import { MANIFEST_FILE, tableFile, type Manifest } from './manifest.ts';
import { dataFolderSources } from './sources.ts';
import { freshFolder, removeFreshFolders } from './testing/backups.ts';

/** How many tables Cobber's schemas hold in a database. */
async function cobberTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and n.nspname = any($1)`,
      [[...COBBER_SCHEMAS.keys()]],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** A copy of a backup with its unpacked contents changed by `change`. */
async function altered(file: string, name: string, change: (dir: string, manifest: Manifest) => Promise<void>): Promise<string> {
  const { dir, remove } = await unpackArchive(file);
  try {
    const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
    await change(dir, manifest);
    await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
    const copy = path.join(path.dirname(file), name);
    await packArchive(dir, copy);
    return copy;
  } finally {
    await remove();
  }
}

afterAll(removeFreshFolders);

describe('npm run restore refuses, exit 2, and changes nothing', () => {
  let source: string;
  let backupFile: string;
  const work = freshFolder('refusals');

  beforeAll(async () => {
    source = await createTestDatabase();
    for (const [schema, migrations] of COBBER_SCHEMAS) {
      const db = connect(source, schema, 2, { logger: createLogger('test', 'warn') });
      await migrate(db, schema, [...migrations]);
      await db.destroy();
    }
    await mkdir(work, { recursive: true });
    backupFile = (await createBackup(dataFolderSources(source, path.join(work, 'source')), path.join(work, 'backups'))).file;
  });

  it('a database that already holds Cobber’s data', async () => {
    const restore = await runCommand(RESTORE_MAIN, [backupFile], { DATABASE_URL: source, DATA_DIR: path.join(work, 'into-filled-database') });
    expect(restore.code).toBe(2);
    expect(restore.output).toContain("The database already holds Cobber's data (bus: 5 tables, business: ");
    expect(restore.output).toContain('Restore only into an empty database.');
  });

  it('a folder that already holds uploads, or an embedded database', async () => {
    const empty = await createTestDatabase();
    const withLogo = path.join(work, 'with-logo');
    await mkdir(path.join(withLogo, 'uploads', 'logos'), { recursive: true });
    await writeFile(path.join(withLogo, 'uploads', 'logos', 'old.png'), 'a logo');
    const intoFolders = await runCommand(RESTORE_MAIN, [backupFile], { DATABASE_URL: empty, DATA_DIR: withLogo });
    expect(intoFolders.code).toBe(2);
    expect(intoFolders.output).toContain(`There is data here already (${path.join(withLogo, 'uploads')})`);
    expect(await cobberTables(empty)).toBe(0);

    const inUse = path.join(work, 'embedded');
    await mkdir(path.join(inUse, 'postgres'), { recursive: true });
    await writeFile(path.join(inUse, 'postgres', 'PG_VERSION'), '18\n');
    const intoEmbedded = await runCommand(RESTORE_MAIN, [backupFile], { DATA_DIR: inUse });
    expect(intoEmbedded.code).toBe(2);
    expect(intoEmbedded.output).toContain(`${inUse} already holds Cobber's data (postgres)`);
    expect(await readFile(path.join(inUse, 'postgres', 'PG_VERSION'), 'utf8')).toBe('18\n');
  });

  it('a backup from a newer Cobber: a migration or a format this one does not have', async () => {
    const empty = await createTestDatabase();
    const newerMigration = await altered(backupFile, 'newer-migration.tar.gz', async (_dir, manifest) => {
      manifest.migrations.quotes!.push('900_from_a_newer_cobber');
    });
    const restore = await runCommand(RESTORE_MAIN, [newerMigration], { DATABASE_URL: empty, DATA_DIR: path.join(work, 'newer') });
    expect(restore.code).toBe(2);
    expect(restore.output).toContain('was made by a newer Cobber (the quotes migration 900_from_a_newer_cobber is not this Cobber');
    expect(await cobberTables(empty)).toBe(0);

    const newerFormat = await altered(backupFile, 'newer-format.tar.gz', async (_dir, manifest) => {
      manifest.format = 2;
    });
    const again = await runCommand(RESTORE_MAIN, [newerFormat], { DATABASE_URL: empty, DATA_DIR: path.join(work, 'newer') });
    expect(again.code).toBe(2);
    expect(again.output).toContain('was made by a newer Cobber (backup format 2');
  });

  it('a file that is not a backup, or a damaged one', async () => {
    const notABackup = path.join(work, 'notes.tar.gz');
    await writeFile(notABackup, 'job notes, not a backup');
    const restore = await runCommand(RESTORE_MAIN, [notABackup], { DATA_DIR: path.join(work, 'not-a-backup') });
    expect(restore.code).toBe(2);
    expect(restore.output).toContain(`${notABackup} is not a Cobber backup that can be read`);

    const damaged = await altered(backupFile, 'damaged.tar.gz', async (dir, manifest) => {
      await writeFile(path.join(dir, tableFile(manifest.tables.find((t) => t.name === 'groups')!)), 'changed\n');
    });
    const again = await runCommand(RESTORE_MAIN, [damaged], { DATA_DIR: path.join(work, 'damaged') });
    expect(again.code).toBe(2);
    expect(again.output).toContain('is damaged: db/bus/groups.copy is not what was backed up');
  });
});

describe('a restore that fails half-way', () => {
  it('takes away what it made, so the database is empty again and the restore can be run again', async () => {
    const work = freshFolder('half-way');
    const source = await createTestDatabase();
    const db = connect(source, 'bus', 2, { logger: createLogger('test', 'warn') });
    await migrate(db, 'bus', [...COBBER_SCHEMAS.get('bus')!]);
    await db.raw(`insert into groups (name, position) values ('quotes', 7)`);
    await db.destroy();
    const good = (await createBackup(dataFolderSources(source, path.join(work, 'source')), work)).file;
    // Rows PostgreSQL refuses (a position that is not a number), with a checksum that matches.
    const refused = await altered(good, 'refused-rows.tar.gz', async (dir, manifest) => {
      const groups = manifest.tables.find((t) => t.name === 'groups')!;
      const rows = 'quotes\tseven\t2025-01-01 00:00:00+00\n';
      await writeFile(path.join(dir, tableFile(groups)), rows);
      groups.sha256 = (await import('node:crypto')).createHash('sha256').update(rows).digest('hex');
    });

    const target = await createTestDatabase();
    const failed = await runCommand(RESTORE_MAIN, [refused], { DATABASE_URL: target, DATA_DIR: path.join(work, 'target') });
    expect(failed.code, failed.output).toBe(1);
    expect(await cobberTables(target)).toBe(0);

    const restored = await runCommand(RESTORE_MAIN, [good], { DATABASE_URL: target, DATA_DIR: path.join(work, 'target') });
    expect(restored.code, restored.output).toBe(0);
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      expect((await client.query('select name, position::int from bus.groups')).rows).toEqual([{ name: 'quotes', position: 7 }]);
    } finally {
      await client.end();
    }
  });
});
