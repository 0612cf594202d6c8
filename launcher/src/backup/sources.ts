import path from 'node:path';
import type { BackupSources } from './create-backup.ts';

/** BACKUP_DIR, or the data folder's `backups`. */
export function backupFolder(backupDir: string | undefined, dataDir: string): string {
  return backupDir ? path.resolve(backupDir) : path.join(dataDir, 'backups');
}

/**
 * What a Cobber on a data folder keeps: its database, and in the folder its uploaded
 * logos, mailbox and secrets (the distributed deployment's services may keep the first
 * two elsewhere: UPLOAD_DIR, MAILBOX_DIR).
 */
export function dataFolderSources(databaseUrl: string, dataDir: string, folders: { uploadDir?: string | undefined; mailboxDir?: string | undefined } = {}): BackupSources {
  return {
    databaseUrl,
    uploadsDir: path.resolve(folders.uploadDir ?? path.join(dataDir, 'uploads')),
    mailboxDir: path.resolve(folders.mailboxDir ?? path.join(dataDir, 'mailbox')),
    secretsFile: path.join(dataDir, 'secrets.json'),
  };
}
