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
  PORT: GatewaySettingsSchema.shape.PORT.describe('Port of the app (the gateway\'s `PORT`); `0` picks a free one.'),
  /** Use this PostgreSQL instead of starting the embedded one. */
  DATABASE_URL: unsetWhenEmpty(GatewaySettingsSchema.shape.DATABASE_URL).describe('Use this PostgreSQL instead of starting the embedded one.'),
  LOG_LEVEL: GatewaySettingsSchema.shape.LOG_LEVEL,
  DATA_DIR: z.string().min(1).default('.data').describe('Where the embedded PostgreSQL, uploaded logos and job photos, the local mailbox, backups and the generated local secrets live (mode 700).'),
  EMBEDDED_POSTGRES_PORT: settings.port(54329).describe('Port of the embedded PostgreSQL (loopback only).'),
  /** Start from empty data (tests and demos). */
  COBBER_FRESH: z.enum(['0', '1', 'true', 'false']).default('0').transform((v) => v === '1' || v === 'true').describe('`1` empties `DATA_DIR` first (tests, demos); never while another Cobber runs on it.'),
  /** Where backups are written (daily, and by npm run backup); default DATA_DIR/backups. */
  BACKUP_DIR: unsetWhenEmpty(z.string().min(1)).describe('Where backups go (the daily ones and `npm run backup`\'s); unset, `DATA_DIR/backups`. Best a folder on another disk.'),
  /** A backup is made when the newest is this many hours old; 0 turns daily backups off. */
  BACKUP_EVERY_HOURS: z.coerce.number().min(0).default(24).describe('A backup is made when the newest in `BACKUP_DIR` is this many hours old (checked a few seconds after start, then hourly); `0` turns daily backups off.'),
  /** How many backups are kept; older cobber-backup-* files are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14).describe('How many backups are kept; older `cobber-backup-*` files are deleted.'),
  BUSINESS_PORT: wiredHere.describe('`npm start`\'s own wiring: it runs each service on a loopback port it picks and refuses this when set (it is for running the services apart).'),
  QUOTES_PORT: wiredHere.describe('`npm start`\'s own wiring: it runs each service on a loopback port it picks and refuses this when set (it is for running the services apart).'),
  INVOICES_PORT: wiredHere.describe('`npm start`\'s own wiring: it runs each service on a loopback port it picks and refuses this when set (it is for running the services apart).'),
  PAYMENTS_PORT: wiredHere.describe('`npm start`\'s own wiring: it runs each service on a loopback port it picks and refuses this when set (it is for running the services apart).'),
  BUSINESS_URL: wiredHere.describe('`npm start`\'s own wiring: it runs each service on a loopback port it picks and refuses this when set (it is for running the services apart).'),
  QUOTES_URL: wiredHere.describe('`npm start`\'s own wiring: it runs each service on a loopback port it picks and refuses this when set (it is for running the services apart).'),
  INVOICES_URL: wiredHere.describe('`npm start`\'s own wiring: it runs each service on a loopback port it picks and refuses this when set (it is for running the services apart).'),
  PAYMENTS_URL: wiredHere.describe('`npm start`\'s own wiring: it runs each service on a loopback port it picks and refuses this when set (it is for running the services apart).'),
});
export type LauncherSettings = z.infer<typeof LauncherSettings>;
