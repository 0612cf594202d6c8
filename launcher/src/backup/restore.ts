import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { claimDataFolder, createLogger, findFreePort, localSecrets, startEmbeddedPostgres } from '@cobber/kit';
import { emptyDataFolder } from '../data-folder.ts';
import type { OpenedBackup } from './open-backup.ts';
import { BackupRefused } from './refused.ts';
import { restoreDatabase } from './restore-database.ts';
import { refuseUnlessFilesEmpty, restoreFiles, restoreSecrets, type FileTargets } from './restore-files.ts';

export interface Restored {
  tables: number;
  rows: number;
}

/** The distributed deployment, or any PostgreSQL: an empty database and empty folders. */
export async function restoreIntoDatabase(backup: OpenedBackup, databaseUrl: string, files: FileTargets): Promise<Restored> {
  await refuseUnlessFilesEmpty(files);
  const restored = await restoreDatabase(backup, databaseUrl);
  await restoreFiles(backup, files);
  await restoreSecrets(backup, files.secretsFile);
  return restored;
}

/** What may be in a data folder that holds no data yet: our claim, and backups copied in to restore from. */
const NOT_DATA = new Set(['cobber.pid', 'backups']);

/**
 * The embedded default: fills an empty (or new) data folder. The backup's secrets.json
 * goes in first, so the new PostgreSQL is made with the kept password and the kept
 * session keys still sign everyone's cookies. A restore that fails leaves the folder
 * empty again.
 */
export async function restoreIntoDataFolder(backup: OpenedBackup, dataDir: string): Promise<Restored> {
  const release = await claimDataFolder(dataDir);
  try {
    const found = (await readdir(dataDir)).filter((entry) => !NOT_DATA.has(entry));
    if (found.length > 0) throw new BackupRefused(`${dataDir} already holds Cobber's data (${found.join(', ')}). Restore only into an empty or new folder.`);
    try {
      return await fill(backup, dataDir);
    } catch (error) {
      await emptyDataFolder(dataDir, NOT_DATA);
      throw error;
    }
  } finally {
    release();
  }
}

async function fill(backup: OpenedBackup, dataDir: string): Promise<Restored> {
  await restoreSecrets(backup, path.join(dataDir, 'secrets.json'));
  const secrets = await localSecrets(dataDir);
  const postgres = await startEmbeddedPostgres({
    dir: path.join(dataDir, 'postgres'),
    port: await findFreePort(),
    password: secrets.databasePassword,
    logger: createLogger('postgres', 'warn'),
  });
  try {
    const restored = await restoreDatabase(backup, postgres.url);
    await restoreFiles(backup, { uploadsDir: path.join(dataDir, 'uploads'), mailboxDir: path.join(dataDir, 'mailbox') });
    return restored;
  } finally {
    await postgres.stop();
  }
}
