import { idempotencyMigration, idempotencyStoreMigration, outboxMigration, type Migration } from '@cobber/kit';
import { mailLogLimitsMigration, mailLogMigration } from '@cobber/documents';
import { notificationsMigration } from './notifications/migrations.ts';

export const SCHEMA = 'business';

export const migrations: Migration[] = [
  outboxMigration,
  {
    name: '001_businesses_and_clients',
    async up(db) {
      await db.schema.createTable('businesses', (t) => {
        t.uuid('id').primary();
        t.uuid('owner_id').notNullable().unique();
        t.string('name', 200).notNullable();
        t.string('abn', 14);
        t.string('email', 254);
        t.string('phone', 40);
        t.string('website', 300);
        t.string('address', 500);
        t.string('logo_url', 500);
        t.jsonb('brand_colors');
        t.text('payment_terms');
        t.text('quote_footer_notes');
        t.string('bank_name', 100);
        t.string('bsb', 7);
        t.string('account_number', 10);
        t.string('account_name', 100);
        t.decimal('default_hourly_rate', 8, 2).notNullable();
        t.boolean('apply_gst').notNullable().defaultTo(false);
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      });
      await db.schema.createTable('clients', (t) => {
        t.uuid('id').primary();
        t.uuid('owner_id').notNullable();
        t.string('name', 200).notNullable();
        t.string('email', 254).notNullable();
        t.string('phone', 40);
        t.string('address', 500);
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.index(['owner_id', 'name']);
      });
    },
  },
  {
    name: '002_business_time_zone',
    async up(db) {
      // A business's days (due dates, overdue, receipt dates) are its own state's; those
      // made before this kept Sydney's, so they keep it until their owner chooses.
      await db.schema.alterTable('businesses', (t) => {
        t.string('time_zone', 40).notNullable().defaultTo('Australia/Sydney');
      });
    },
  },
  {
    name: '003_books_settings',
    async up(db) {
      // The books: the account sales go to in Xero's and MYOB's import files, and how the
      // business reports GST on its BAS; every business starts on the usual defaults.
      await db.schema.alterTable('businesses', (t) => {
        t.string('xero_account_code', 10).notNullable().defaultTo('200');
        t.string('myob_account_number', 6).notNullable().defaultTo('4-1000');
        t.string('bas_basis', 10).notNullable().defaultTo('cash');
      });
    },
  },
  idempotencyMigration,
  {
    name: '004_client_list_pages',
    async up(db) {
      // Clients a page at a time by name: lower(name), name, id after a cursor.
      await db.raw('create index clients_owner_by_name on clients (owner_id, lower(name), name, id)');
      await db.raw('drop index clients_owner_id_name_index');
    },
  },
  {
    name: '005_reminder_settings',
    async up(db) {
      // Automatic follow-ups and reminders; null until chosen: the defaults.
      await db.schema.alterTable('businesses', (t) => {
        t.jsonb('reminders');
      });
    },
  },
  {
    name: '006_pay_id',
    async up(db) {
      // Where clients pay instantly by bank: an email, a mobile or the ABN.
      await db.schema.alterTable('businesses', (t) => {
        t.string('pay_id', 254);
      });
    },
  },
  {
    name: '007_winning_settings',
    async up(db) {
      // Winning the job: how long quotes hold their price, the terms a client
      // agrees to and whether they sign, where the owner is told and about what (null: the
      // defaults, never chosen).
      await db.schema.alterTable('businesses', (t) => {
        t.integer('quote_valid_days').notNullable().defaultTo(30);
        t.text('quote_terms');
        t.boolean('require_signature').notNullable().defaultTo(false);
        t.string('notify_email', 254);
        t.jsonb('notifications');
      });
    },
  },
  // The owner hears at once: their notifications are emailed and counted like every service's mail.
  mailLogMigration,
  mailLogLimitsMigration,
  notificationsMigration,
  {
    name: '009_claims_retention',
    async up(db) {
      // The percent of each progress claim the business holds back until the job is claimed.
      await db.schema.alterTable('businesses', (t) => {
        t.smallint('retention_percent').notNullable().defaultTo(0);
      });
    },
  },
  {
    name: '010_client_abn',
    async up(db) {
      // A business client's ABN: their e-invoice names them by it on the Peppol network.
      await db.schema.alterTable('clients', (t) => {
        t.string('abn', 14);
      });
    },
  },
  idempotencyStoreMigration,
];
