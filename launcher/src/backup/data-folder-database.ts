import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { claimDataFolder, createLogger, DataFolderInUse, findFreePort, localSecrets, startEmbeddedPostgres } from '@cobber/kit';
import { BackupRefused } from './refused.ts';

export interface DataFolderDatabase {
  databaseUrl: string;
  /** Stops what was started for the backup; a running Cobber is left alone. */
  close(): Promise<void>;
}

/**
 * The embedded default's database, for a backup: when Cobber is running on the folder,
 * its PostgreSQL (the port it wrote in postmaster.pid, the password kept in secrets.json);
 * otherwise the folder is claimed and its PostgreSQL started just for the backup.
 */
export async function openDataFolderDatabase(dataDir: string): Promise<DataFolderDatabase> {
  const postgresDir = path.join(dataDir, 'postgres');
  if (!existsSync(path.join(postgresDir, 'PG_VERSION'))) throw new BackupRefused(`There is no Cobber database in ${dataDir} to back up.`);
  let release: () => void;
  try {
    release = await claimDataFolder(dataDir);
  } catch (error) {
    if (error instanceof DataFolderInUse) return { databaseUrl: await runningDatabaseUrl(dataDir, error.pid), close: async () => {} };
    throw error;
  }
  try {
    const secrets = await localSecrets(dataDir);
    const postgres = await startEmbeddedPostgres({
      dir: postgresDir,
      port: await findFreePort(),
      password: secrets.databasePassword,
      logger: createLogger('postgres', 'warn'),
    });
    return {
      databaseUrl: postgres.url,
      async close() {
        await postgres.stop();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** postmaster.pid's fourth line is the port the server listens on. */
async function runningDatabaseUrl(dataDir: string, pid: number): Promise<string> {
  const postmaster = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => null);
  const port = Number(postmaster?.split('\n')[3]);
  if (!port) {
    throw new BackupRefused(`Cobber is running on ${dataDir} (pid ${pid}) but not with its embedded database: run the backup with the DATABASE_URL it uses.`);
  }
  const { databasePassword } = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { databasePassword: string };
  return `postgres://cobber:${encodeURIComponent(databasePassword)}@127.0.0.1:${port}/postgres`;
}
