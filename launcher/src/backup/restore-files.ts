import { cp, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { MAILBOX, SECRETS_FILE, UPLOADS } from './manifest.ts';
import type { OpenedBackup } from './open-backup.ts';
import { BackupRefused } from './refused.ts';

/** Where a restore puts the files Cobber keeps beside its database. */
export interface FileTargets {
  uploadsDir: string;
  mailboxDir: string;
  /** Where the backup's secrets.json goes (the data folder's). */
  secretsFile: string;
}

/** Refuses unless none of the targets holds anything yet (missing is fine). */
export async function refuseUnlessFilesEmpty(targets: FileTargets): Promise<void> {
  const filled = [];
  for (const dir of [targets.uploadsDir, targets.mailboxDir]) if ((await readdir(dir).catch(() => [])).length > 0) filled.push(dir);
  if (await stat(targets.secretsFile).then(() => true, () => false)) filled.push(targets.secretsFile);
  if (filled.length > 0) throw new BackupRefused(`There is data here already (${filled.join(', ')}). Restore only into an empty folder.`);
}

/** The backup's secrets first: the database password and the keys that sign sessions. */
export async function restoreSecrets(backup: OpenedBackup, secretsFile: string): Promise<void> {
  if (!backup.manifest.files.secrets) return;
  await mkdir(path.dirname(secretsFile), { recursive: true, mode: 0o700 });
  await cp(path.join(backup.dir, SECRETS_FILE), secretsFile, { errorOnExist: true, force: false });
}

/** Uploaded logos and the local mailbox, as they were. */
export async function restoreFiles(backup: OpenedBackup, targets: Omit<FileTargets, 'secretsFile'>): Promise<void> {
  for (const [from, to] of [
    [UPLOADS, targets.uploadsDir],
    [MAILBOX, targets.mailboxDir],
  ] as const) {
    const source = path.join(backup.dir, from);
    if (!(await stat(source).then(() => true, () => false))) continue;
    await mkdir(to, { recursive: true, mode: 0o700 });
    await cp(source, to, { recursive: true, preserveTimestamps: true });
  }
}
