import path from 'node:path';
import { connect, createLogger, migrate } from '@cobber/kit';
import { createTestDatabase } from '@cobber/kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { COBBER_SCHEMAS } from './cobber-schemas.ts';
import { createBackup } from './create-backup.ts';
import { openBackup } from './open-backup.ts';
import { restoreIntoDatabase } from './restore.ts';
import { dataFolderFiles, dataFolderSources } from './sources.ts';
import { freshFolder, removeFreshFolders } from './testing/backups.ts';

const quotesMigrations = [...COBBER_SCHEMAS.get('quotes')!];

async function appliedMigrations(databaseUrl: string): Promise<string[]> {
  const db = connect(databaseUrl, 'quotes', 1, { logger: createLogger('test', 'warn') });
  try {
    return (await db('knex_migrations').orderBy('id').select('name')).map((row: { name: string }) => row.name);
  } finally {
    await db.destroy();
  }
}

afterAll(removeFreshFolders);

describe('a backup from an older Cobber', () => {
  it('restores with the migrations it had, and this Cobber’s newer ones run at the next start', async () => {
    const work = freshFolder('older-backup');
    const older = quotesMigrations.slice(0, -1);
    const source = await createTestDatabase();
    const sourceDb = connect(source, 'quotes', 2, { logger: createLogger('test', 'warn') });
    await migrate(sourceDb, 'quotes', older);
    await sourceDb.destroy();
    const { file } = await createBackup(dataFolderSources(source, path.join(work, 'source')), work);

    const target = await createTestDatabase();
    const backup = await openBackup(file);
    try {
      await restoreIntoDatabase(backup, target, dataFolderFiles(path.join(work, 'target')));
    } finally {
      await backup.remove();
    }
    expect(await appliedMigrations(target)).toEqual(older.map((m) => m.name));

    const next = connect(target, 'quotes', 2, { logger: createLogger('test', 'warn') });
    await migrate(next, 'quotes', quotesMigrations);
    await next.destroy();
    expect(await appliedMigrations(target)).toEqual(quotesMigrations.map((m) => m.name));
  });
});
