import { z } from 'zod';
import { LauncherSettings } from '../settings/launcher-settings.ts';

const optionalFolder = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

/** `npm run backup` and `npm run restore`: the embedded default's own settings, and with DATABASE_URL the services' folders. */
export const BackupCommandSettings = LauncherSettings.pick({ DATA_DIR: true, DATABASE_URL: true, BACKUP_DIR: true }).extend({
  /** Where the business service keeps logos (its UPLOAD_DIR), when not DATA_DIR/uploads. */
  UPLOAD_DIR: optionalFolder,
  /** Where the quotes and invoices services keep the local mailbox (MAILBOX_DIR), when not DATA_DIR/mailbox. */
  MAILBOX_DIR: optionalFolder,
});
export type BackupCommandSettings = z.infer<typeof BackupCommandSettings>;
