import { GatewaySettingsSchema } from '@cobber/gateway';
import { settings } from '@cobber/kit';
import { z } from 'zod';

const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

// npm start runs every service itself and connects them on loopback ports it picks.
const wiredHere = unsetWhenEmpty(z.undefined({ error: 'npm start runs every service itself, on loopback ports it picks: unset it (it is for running the services apart)' }));

/**
 * The settings only the embedded default has. The rest are the gateway's and the services'
 * own (composed in embedded-packages.ts); the few it needs before reading those (the app's
 * port, the database, the log level) are the gateway's declarations, not copies.
 */
export const LauncherSettings = z.object({
  PORT: GatewaySettingsSchema.shape.PORT,
  /** Use this PostgreSQL instead of starting the embedded one. */
  DATABASE_URL: unsetWhenEmpty(GatewaySettingsSchema.shape.DATABASE_URL),
  LOG_LEVEL: GatewaySettingsSchema.shape.LOG_LEVEL,
  DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_POSTGRES_PORT: settings.port(54329),
  /** Start from empty data (tests and demos). */
  COBBER_FRESH: z.enum(['0', '1', 'true', 'false']).default('0').transform((v) => v === '1' || v === 'true'),
  /** Where backups are written (daily, and by npm run backup); default DATA_DIR/backups. */
  BACKUP_DIR: unsetWhenEmpty(z.string().min(1)),
  /** A backup is made when the newest is this many hours old; 0 turns daily backups off. */
  BACKUP_EVERY_HOURS: z.coerce.number().min(0).default(24),
  /** How many backups are kept; older cobber-backup-* files are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  BUSINESS_PORT: wiredHere,
  QUOTES_PORT: wiredHere,
  INVOICES_PORT: wiredHere,
  PAYMENTS_PORT: wiredHere,
  BUSINESS_URL: wiredHere,
  QUOTES_URL: wiredHere,
  INVOICES_URL: wiredHere,
  PAYMENTS_URL: wiredHere,
});
export type LauncherSettings = z.infer<typeof LauncherSettings>;
