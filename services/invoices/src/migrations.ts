import { idempotencyStoreMigration, outboxMigration, sendOnceMigration, type Migration } from '@cobber/kit';
import { mailLogLimitsMigration, mailLogMigration, reshapeBusinessReplica, smsLogMigration, smsLogSegmentsMigration } from '@cobber/documents';
import { cancelledFreesTheJobMigration } from './claims/cancelled-migration.ts';
import { claimsMigration } from './claims/migration.ts';
import { clientAbnMigration } from './clients/migration.ts';
import { invoiceCancelledMigration } from './invoices/cancel-migration.ts';
import { xeroMigration } from './xero/migration.ts';

export const SCHEMA = 'invoices';

export const migrations: Migration[] = [
  outboxMigration,
  mailLogMigration,
  mailLogLimitsMigration,
  smsLogMigration,
  sendOnceMigration,
  {
    name: '001_invoices',
    async up(db) {
      await db.schema.createTable('invoices', (t) => {
        t.uuid('id').primary();
        t.uuid('owner_id').notNullable();
        t.integer('number').notNullable();
        t.uuid('quote_id');
        t.string('title', 200).notNullable();
        t.text('description');
        t.string('client_name', 200).notNullable();
        t.string('client_email', 254);
        t.date('due_date').notNullable();
        // draft, sent, paid or cancelled; overdue is derived when read.
        t.string('status', 20).notNullable().defaultTo('draft');
        t.string('payment_method', 20).notNullable();
        t.decimal('subtotal', 12, 2).notNullable().defaultTo(0);
        t.decimal('tax_amount', 12, 2).notNullable().defaultTo(0);
        t.decimal('total_amount', 12, 2).notNullable().defaultTo(0);
        t.decimal('deposit_paid', 12, 2).notNullable().defaultTo(0);
        t.timestamp('sent_at', { useTz: true });
        t.timestamp('paid_at', { useTz: true });
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        // Gap-free numbers come from document_counters; this makes a duplicate impossible.
        t.unique(['owner_id', 'number']);
        t.index(['owner_id', 'created_at']);
      });
      // One invoice per quote: a second create answers the first.
      await db.raw('create unique index invoices_one_per_quote on invoices (owner_id, quote_id) where quote_id is not null');
      await db.schema.createTable('invoice_items', (t) => {
        t.uuid('id').primary();
        t.uuid('invoice_id').notNullable().references('id').inTable('invoices').onDelete('CASCADE');
        t.integer('position').notNullable();
        t.string('description', 500).notNullable();
        t.decimal('quantity', 12, 2).notNullable();
        t.decimal('unit_price', 12, 2).notNullable();
        t.decimal('total_price', 12, 2).notNullable();
        t.string('type', 20).notNullable();
        t.index(['invoice_id', 'position']);
      });
      await db.schema.createTable('receipts', (t) => {
        t.uuid('id').primary();
        t.uuid('owner_id').notNullable();
        t.integer('number').notNullable();
        t.string('client_name', 200).notNullable();
        t.string('client_email', 254);
        t.string('client_phone', 40);
        t.decimal('payment_amount', 12, 2).notNullable();
        t.string('payment_method', 20).notNullable();
        t.date('payment_date').notNullable();
        t.text('description');
        t.text('message_template').notNullable();
        t.timestamp('sent_at', { useTz: true });
        t.text('before_photo_url');
        t.uuid('invoice_id');
        t.uuid('quote_id');
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.unique(['owner_id', 'number']);
        t.index(['owner_id', 'created_at']);
      });
      // One row per business and kind of document, locked while a number is taken.
      await db.schema.createTable('document_counters', (t) => {
        t.uuid('owner_id').notNullable();
        t.string('kind', 20).notNullable();
        t.integer('last_number').notNullable();
        t.primary(['owner_id', 'kind']);
      });
      // Replicas, kept from business.updated and quote.* events.
      await db.schema.createTable('businesses', (t) => {
        t.uuid('owner_id').primary();
        t.jsonb('profile').notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
      await db.schema.createTable('quotes', (t) => {
        t.uuid('id').primary();
        t.uuid('owner_id').notNullable();
        t.jsonb('snapshot').notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
    },
  },
  {
    name: '002_business_time_zone',
    async up(db) {
      // The business's time zone, for its "today" (due dates, overdue, receipt dates).
      // Businesses heard of before it existed kept Sydney's days.
      await db.schema.alterTable('businesses', (t) => {
        t.string('time_zone', 40).notNullable().defaultTo('Australia/Sydney');
      });
    },
  },
  {
    name: '003_business_replica',
    async up(db) {
      // The business replica in the kit's one shape, every row kept.
      await reshapeBusinessReplica(db, 'profile');
    },
  },
  smsLogSegmentsMigration,
  {
    name: '004_paid_in_parts',
    async up(db) {
      // Each client's phone, kept from client.upserted, so receipts are prefilled from
      // the client's record (replica/clients.ts).
      await db.schema.createTable('clients', (t) => {
        t.uuid('id').primary();
        t.uuid('owner_id').notNullable();
        t.string('phone', 40);
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
      // The client an invoice bills (its quote's), and the payments the owner recorded
      // against it beside the card deposits: part payments leave a balance.
      await db.schema.alterTable('invoices', (t) => {
        t.uuid('client_id');
        t.decimal('payments_received', 12, 2).notNullable().defaultTo(0);
      });
      await db.raw(`
        update invoices i set client_id = (q.snapshot->>'clientId')::uuid
        from quotes q where q.id = i.quote_id and q.owner_id = i.owner_id and q.snapshot->>'clientId' is not null`);
      // A card deposit's receipt (card-payments/receipt.ts wrote exactly these) keeps the card's amount.
      await db.schema.alterTable('receipts', (t) => {
        t.boolean('taken_by_card').notNullable().defaultTo(false);
      });
      await db.raw(`
        update receipts set taken_by_card = true
        where payment_method = 'Credit Card' and description in ('Deposit payment', 'Deposit payment (test payment)')`);
      await db.raw(`
        update invoices i set
          deposit_paid = coalesce((select sum(r.payment_amount) from receipts r where r.invoice_id = i.id and r.owner_id = i.owner_id and r.taken_by_card), 0),
          payments_received = coalesce((select sum(r.payment_amount) from receipts r where r.invoice_id = i.id and r.owner_id = i.owner_id and not r.taken_by_card), 0)`);
    },
  },
  {
    name: '005_receipt_list_pages',
    async up(db) {
      // Receipts a page at a time newest first: created_at desc, number desc, after a cursor.
      await db.raw('create index receipts_owner_newest on receipts (owner_id, created_at desc, number desc)');
      await db.raw('drop index receipts_owner_id_created_at_index');
    },
  },
  {
    name: '006_invoice_reminders',
    async up(db) {
      // Automatic reminders: one row per invoice and kind, claimed in the same
      // transaction as the send, so none goes twice; and the owner's stop for one invoice.
      await db.schema.createTable('invoice_reminders', (t) => {
        t.uuid('invoice_id').notNullable().references('id').inTable('invoices').onDelete('CASCADE');
        t.uuid('owner_id').notNullable();
        t.string('kind', 30).notNullable();
        t.text('to_address').notNullable();
        t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.primary(['invoice_id', 'kind']);
      });
      await db.schema.alterTable('invoices', (t) => {
        t.boolean('reminders_off').notNullable().defaultTo(false);
      });
      await db.raw(`create index invoices_awaiting_payment on invoices (due_date) where status not in ('draft', 'paid', 'cancelled')`);
    },
  },
  {
    name: '007_card_payments_of_invoices',
    async up(db) {
      // A client pays the invoice itself by card. Such a receipt is taken by card
      // (never corrected) but is a payment received, not a deposit: every card receipt
      // before was a deposit.
      await db.schema.alterTable('receipts', (t) => {
        t.boolean('card_deposit').notNullable().defaultTo(false);
      });
      await db('receipts').where('taken_by_card', true).update({ card_deposit: true });
    },
  },
  {
    name: '008_overdue_announced',
    async up(db) {
      // Overdue is announced once, by event, when the due date passes; this is
      // the due date it was announced for (a new due date is announced again when it passes).
      await db.schema.alterTable('invoices', (t) => {
        t.date('overdue_announced_for').nullable();
      });
    },
  },
  {
    name: '009_receipt_photos',
    async up(db) {
      // Job photos on receipts, as on quotes: the files are kept under a random
      // name; the row says whose they are and where they sit among the receipt's photos.
      await db.schema.createTable('receipt_photos', (t) => {
        t.uuid('id').primary();
        t.uuid('receipt_id').notNullable().references('id').inTable('receipts').onDelete('CASCADE');
        t.uuid('owner_id').notNullable();
        t.string('file_name', 32).notNullable().unique();
        t.string('label', 10).notNullable();
        t.string('caption', 200);
        t.integer('position').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.index(['receipt_id', 'position']);
      });
    },
  },
  {
    name: '010_client_address',
    async up(db) {
      // The client's address from client.upserted, printed under an invoice's Bill To.
      await db.schema.alterTable('clients', (t) => {
        t.string('address', 500);
      });
    },
  },
  xeroMigration,
  clientAbnMigration,
  claimsMigration,
  invoiceCancelledMigration,
  cancelledFreesTheJobMigration,
  idempotencyStoreMigration,
];
