import { migrations as businessMigrations, SCHEMA as BUSINESS_SCHEMA } from '@cobber/business';
import { migrations as identityMigrations, SCHEMA as IDENTITY_SCHEMA } from '@cobber/gateway';
import { migrations as invoicesMigrations, SCHEMA as INVOICES_SCHEMA } from '@cobber/invoices';
import { BUS_SCHEMA, busMigrations, type Migration } from '@cobber/kit';
import { migrations as paymentsMigrations, SCHEMA as PAYMENTS_SCHEMA } from '@cobber/payments';
import { migrations as quotesMigrations, SCHEMA as QUOTES_SCHEMA } from '@cobber/quotes';

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

/** knex's own bookkeeping: migrate() fills it, so a backup records its names instead of its rows. */
export const KNEX_TABLES = new Set(['knex_migrations', 'knex_migrations_lock']);
