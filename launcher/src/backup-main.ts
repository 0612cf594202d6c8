import path from 'node:path';
import { loadConfig } from '@cobber/kit';
import { BackupCommandSettings } from './backup/command-settings.ts';
import { megabytes, runCommand, seconds } from './backup/command.ts';
import { createBackup } from './backup/create-backup.ts';
import { openDataFolderDatabase } from './backup/data-folder-database.ts';
import { backupFolder, dataFolderSources } from './backup/sources.ts';

/**
 * `npm run backup`: one file holding the database, logos, mailbox and secrets. With
 * DATABASE_URL, that database; otherwise the embedded default's data folder, whether
 * Cobber is running on it or not.
 */
await runCommand(async () => {
  const settings = loadConfig(BackupCommandSettings);
  const dataDir = path.resolve(settings.DATA_DIR);
  const database = settings.DATABASE_URL ? { databaseUrl: settings.DATABASE_URL, close: async () => {} } : await openDataFolderDatabase(dataDir);
  try {
    const written = await createBackup(
      dataFolderSources(database.databaseUrl, dataDir, { uploadDir: settings.UPLOAD_DIR, mailboxDir: settings.MAILBOX_DIR }),
      backupFolder(settings.BACKUP_DIR, dataDir),
    );
    const rows = written.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Backup written: ${written.file}`);
    console.log(`  ${megabytes(written.bytes)} in ${seconds(written.ms)}: ${written.manifest.tables.length} tables, ${rows} rows, ${written.manifest.files.uploads} uploads, ${written.manifest.files.mailbox} mailbox files`);
  } finally {
    await database.close();
  }
});
