import { cp, lstat, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packArchive } from './archive.ts';
import { dumpDatabase } from './dump-database.ts';
import { BACKUP_FORMAT, MAILBOX, MANIFEST_FILE, Manifest, SECRETS_FILE, UPLOADS } from './manifest.ts';

/** What a backup takes: the database and the files Cobber keeps beside it. */
export interface BackupSources {
  databaseUrl: string;
  /** Uploaded logos (the business service's UPLOAD_DIR). */
  uploadsDir: string;
  /** The local mailbox (MAILBOX_DIR). */
  mailboxDir: string;
  /** The data folder's secrets.json, when there is one. */
  secretsFile: string;
}

export interface BackupWritten {
  file: string;
  bytes: number;
  ms: number;
  manifest: Manifest;
}

export const BACKUP_PREFIX = 'cobber-backup-';

/**
 * One consistent backup into `backupDir`: the database in one snapshot, then the files.
 * Files are copied after the snapshot because a logo is written before the row naming it
 * commits: everything the backed-up rows refer to is already on disk.
 */
export async function createBackup(sources: BackupSources, backupDir: string, now = new Date()): Promise<BackupWritten> {
  const started = performance.now();
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(backupDir, '.staging-'));
  try {
    const database = await dumpDatabase(sources.databaseUrl, staging);
    const uploads = await copyFolder(sources.uploadsDir, path.join(staging, UPLOADS));
    const mailbox = await copyFolder(sources.mailboxDir, path.join(staging, MAILBOX));
    const secrets = await copyFile(sources.secretsFile, path.join(staging, SECRETS_FILE));
    const manifest = Manifest.parse({
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      ...database,
      files: { uploads, mailbox, secrets },
    });
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const file = path.join(backupDir, backupName(now));
    await packArchive(staging, file);
    return { file, bytes: (await stat(file)).size, ms: Math.round(performance.now() - started), manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** `cobber-backup-YYYYMMDD-HHMMSS.tar.gz`, in the machine's local time: the tradie's clock. */
function backupName(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}`;
  const time = `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`;
  return `${BACKUP_PREFIX}${day}-${time}.tar.gz`;
}

/** Copies a folder if it exists; answers how many files it held. */
async function copyFolder(from: string, to: string): Promise<number> {
  if (!(await exists(from))) return 0;
  await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  await cp(from, to, { recursive: true, preserveTimestamps: true, filter: plainFileOrFolder });
  return (await readdir(to, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
}

async function copyFile(from: string, to: string): Promise<boolean> {
  if (!(await exists(from))) return false;
  await cp(from, to, { preserveTimestamps: true });
  return true;
}

/** Links are left out: they could point anywhere, and Cobber makes none. */
async function plainFileOrFolder(source: string): Promise<boolean> {
  const found = await lstat(source);
  return found.isFile() || found.isDirectory();
}

const exists = (file: string) => stat(file).then(() => true, () => false);
