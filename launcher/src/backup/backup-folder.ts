import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_PREFIX } from './create-backup.ts';

export interface BackupFile {
  file: string;
  modifiedMs: number;
}

/** The finished backups in a folder, newest first. */
export async function listBackups(backupDir: string): Promise<BackupFile[]> {
  const names = (await readdir(backupDir).catch(() => [] as string[])).filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith('.tar.gz'));
  const backups = await Promise.all(
    names.map(async (name) => ({ file: path.join(backupDir, name), modifiedMs: (await stat(path.join(backupDir, name))).mtimeMs })),
  );
  return backups.sort((a, b) => b.modifiedMs - a.modifiedMs || b.file.localeCompare(a.file));
}

/** Keeps the newest `keep` backups; answers the files it deleted. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(backupDir)).slice(keep).map((backup) => backup.file);
  for (const file of old) await rm(file, { force: true });
  return old;
}

/**
 * What a backup that died (a crash, a power cut) left behind: its staging folder and its
 * `.partial` file. Only ones older than `olderThanMs`, so a backup still being written by
 * `npm run backup` next to the app is left alone.
 */
export async function removeLeftovers(backupDir: string, olderThanMs: number, now = Date.now()): Promise<void> {
  for (const name of await readdir(backupDir).catch(() => [] as string[])) {
    if (!name.startsWith('.staging-') && !(name.startsWith(BACKUP_PREFIX) && name.endsWith('.partial'))) continue;
    const file = path.join(backupDir, name);
    const modified = await stat(file).then((s) => s.mtimeMs, () => now);
    if (now - modified > olderThanMs) await rm(file, { recursive: true, force: true });
  }
}
