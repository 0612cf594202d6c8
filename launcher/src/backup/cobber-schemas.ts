import { migrations as businessMigrations, SCHEMA as BUSINESS_SCHEMA } from '@cobber/business';
import { migrations as identityMigrations, SCHEMA as IDENTITY_SCHEMA } from '@cobber/gateway';
import { JOBS_SCHEMA as INVOICES_JOBS_SCHEMA, migrations as invoicesMigrations, SCHEMA as INVOICES_SCHEMA } from '@cobber/invoices';
import { BUS_SCHEMA, busMigrations, type Migration } from '@cobber/kit';
import { migrations as paymentsMigrations, SCHEMA as PAYMENTS_SCHEMA } from '@cobber/payments';
import { JOBS_SCHEMA as QUOTES_JOBS_SCHEMA, migrations as quotesMigrations, SCHEMA as QUOTES_SCHEMA } from '@cobber/quotes';

/**
 * Every schema this Cobber owns and its migrations, in order, as each package declares
 * them. A restore rebuilds each schema with exactly the migrations its backup recorded.
 */
export const COBBER_SCHEMAS: ReadonlyMap<string, readonly Migration[]> = new Map([
  [IDENTITY_SCHEMA, identityMigrations],
  [BUSINESS_SCHEMA, businessMigrations],
  [QUOTES_SCHEMA, quotesMigrations],
  [INVOICES_SCHEMA, invoicesMigrations],
  [PAYMENTS_SCHEMA, paymentsMigrations],
  [BUS_SCHEMA, busMigrations],
]);

/**
 * pg-boss's schedules and jobs (the reminder checks): no records, remade at
 * start, so left out of backups like PostgreSQL's own schemas.
 */
export const SCHEDULER_SCHEMAS: readonly string[] = [QUOTES_JOBS_SCHEMA, INVOICES_JOBS_SCHEMA];

/** knex's own bookkeeping: migrate() fills it, so a backup records its names instead of its rows. */
export const KNEX_TABLES = new Set(['knex_migrations', 'knex_migrations_lock']);
