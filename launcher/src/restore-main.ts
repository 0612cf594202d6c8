import path from 'node:path';
import { loadConfig } from '@cobber/kit';
import { BackupCommandSettings } from './backup/command-settings.ts';
import { runCommand, seconds } from './backup/command.ts';
import { openBackup } from './backup/open-backup.ts';
import { BackupRefused } from './backup/refused.ts';
import { restoreIntoDataFolder, restoreIntoDatabase } from './backup/restore.ts';
import { dataFolderFiles } from './backup/sources.ts';

/**
 * `npm run restore FILE`: a backup into an empty target. With DATABASE_URL, that database
 * and DATA_DIR's folders (UPLOAD_DIR, MAILBOX_DIR when set); otherwise an empty or new
 * data folder for the embedded default. `npm start` then runs any newer migrations.
 */
await runCommand(async () => {
  const settings = loadConfig(BackupCommandSettings);
  const given = process.argv[2];
  if (!given) throw new BackupRefused('Which backup? npm run restore <file>, e.g. npm run restore .data/backups/cobber-backup-20250101-020000.tar.gz');
  // npm runs scripts from the project's folder; a path is meant from where npm was run.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const dataDir = path.resolve(settings.DATA_DIR);
  const started = performance.now();
  const backup = await openBackup(file);
  const files = dataFolderFiles(dataDir, { uploadDir: settings.UPLOAD_DIR, mailboxDir: settings.MAILBOX_DIR });
  try {
    const restored = settings.DATABASE_URL ? await restoreIntoDatabase(backup, settings.DATABASE_URL, files) : await restoreIntoDataFolder(backup, dataDir);
    console.log(`Restored ${file} (made ${backup.manifest.createdAt}) in ${seconds(performance.now() - started)}`);
    console.log(`  ${restored.tables} tables, ${restored.rows} rows, ${backup.manifest.files.uploads} uploads, ${backup.manifest.files.mailbox} mailbox files`);
    if (backup.foreignSchemas.length > 0) console.log(`  left out, not Cobber's: the schemas ${backup.foreignSchemas.join(', ')}`);
    if (!settings.DATABASE_URL) return console.log(`  into ${dataDir}: start Cobber on it with npm start`);
    console.log(`  into ${redacted(settings.DATABASE_URL)}; logos in ${files.uploadsDir}, mailbox in ${files.mailboxDir}`);
    if (backup.manifest.files.secrets) console.log(`  ${files.secretsFile}: its identitySecret and sessionSecret are the IDENTITY_SECRET and SESSION_SECRET that keep everyone signed in`);
  } finally {
    await backup.remove();
  }
});

function redacted(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
