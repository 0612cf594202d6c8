import path from 'node:path';
import type { BackupSources } from './create-backup.ts';
import type { FileTargets } from './restore-files.ts';

/** BACKUP_DIR, or the data folder's `backups`. */
export function backupFolder(backupDir: string | undefined, dataDir: string): string {
  return backupDir ? path.resolve(backupDir) : path.join(dataDir, 'backups');
}

/**
 * The files a Cobber on a data folder keeps beside its database: uploaded logos, the
 * mailbox and secrets.json in the folder (the distributed deployment's services may keep
 * the first two elsewhere: UPLOAD_DIR, MAILBOX_DIR).
 */
export function dataFolderFiles(dataDir: string, folders: { uploadDir?: string | undefined; mailboxDir?: string | undefined } = {}): FileTargets {
  return {
    uploadsDir: path.resolve(folders.uploadDir ?? path.join(dataDir, 'uploads')),
    mailboxDir: path.resolve(folders.mailboxDir ?? path.join(dataDir, 'mailbox')),
    secretsFile: path.join(dataDir, 'secrets.json'),
  };
}

/** What a backup of a Cobber on a data folder takes: its database and those files. */
export function dataFolderSources(databaseUrl: string, dataDir: string, folders: Parameters<typeof dataFolderFiles>[1] = {}): BackupSources {
  return { databaseUrl, ...dataFolderFiles(dataDir, folders) };
}
