import {
  idempotencyMigration,
  idempotencyStoreMigration,
  outboxMigration,
  sendOnceMigration,
  type Migration,
} from '@cobber/kit';
import {
  createDocumentCounters,
  mailLogLimitsMigration,
  mailLogMigration,
  reshapeBusinessReplica,
  smsLogMigration,
  smsLogSegmentsMigration,
} from '@cobber/documents';

export const SCHEMA = 'quotes';

export const migrations: Migration[] = [
  outboxMigration,
  mailLogMigration,
  mailLogLimitsMigration,
  sendOnceMigration,
  {
    name: '001_quotes',
    async up(db) {
      await db.schema.createTable('quotes', (t) => {
        t.uuid('id').primary();
        t.uuid('owner_id').notNullable();
        t.integer('number').notNullable();
        t.string('title', 200).notNullable();
        t.text('description');
        t.uuid('client_id');
        t.string('client_name', 200).notNullable();
        t.string('client_email', 254);
        t.string('status', 20).notNullable().defaultTo('draft');
        t.boolean('include_travel').notNullable().defaultTo(false);
        t.decimal('travel_distance', 12, 2).notNullable().defaultTo(0);
        t.decimal('cost_per_km', 12, 2).notNullable().defaultTo(0);
        t.decimal('travel_cost', 12, 2).notNullable().defaultTo(0);
        t.decimal('subtotal', 12, 2).notNullable().defaultTo(0);
        t.decimal('tax_amount', 12, 2).notNullable().defaultTo(0);
        t.decimal('total_amount', 12, 2).notNullable().defaultTo(0);
        t.text('ai_summary');
        t.string('tone', 50);
        t.uuid('invoice_id');
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.unique(['owner_id', 'number']);
        t.index(['owner_id', 'created_at']);
      });
      await db.schema.createTable('quote_items', (t) => {
        t.uuid('id').primary();
        t.uuid('quote_id').notNullable().references('id').inTable('quotes').onDelete('CASCADE');
        t.integer('position').notNullable();
        t.string('description', 500).notNullable();
        t.text('detailed_description');
        t.decimal('quantity', 12, 2).notNullable();
        t.decimal('unit_price', 12, 2).notNullable();
        t.decimal('total_price', 12, 2).notNullable();
        t.string('type', 20).notNullable();
        t.index(['quote_id', 'position']);
      });
      await db.raw("create unique index quote_items_one_deposit on quote_items (quote_id) where type = 'deposit'");
      await db.schema.createTable('quote_history', (t) => {
        t.uuid('id').primary();
        t.uuid('quote_id').notNullable().references('id').inTable('quotes').onDelete('CASCADE');
        t.string('change_type', 20).notNullable();
        t.text('description').notNullable();
        t.string('field_changed', 200);
        t.text('old_value');
        t.text('new_value');
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.index(['quote_id', 'created_at']);
      });
      await db.schema.createTable('quote_counters', (t) => {
        t.uuid('owner_id').primary();
        t.integer('last_number').notNullable();
      });
      // The business as the quotes service knows it, kept from business.updated events.
      await db.schema.createTable('businesses', (t) => {
        t.uuid('owner_id').primary();
        t.uuid('id').notNullable();
        t.jsonb('profile').notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
    },
  },
  {
    name: '002_deposit_paid',
    async up(db) {
      // Card deposits paid on a quote (payment.succeeded), for the client's public page.
      await db.schema.alterTable('quotes', (t) => {
        t.decimal('deposit_paid', 12, 2).notNullable().defaultTo(0);
      });
    },
  },
  {
    name: '003_business_time_zone',
    async up(db) {
      // The business's time zone, for its "today" (due dates, overdue, receipt dates).
      // Businesses heard of before it existed kept Sydney's days.
      await db.schema.alterTable('businesses', (t) => {
        t.string('time_zone', 40).notNullable().defaultTo('Australia/Sydney');
      });
    },
  },
  {
    name: '004_revisions_and_acceptances',
    async up(db) {
      // What a client reads is one revision of the quote; sent_at tells a
      // draft that was sent (being updated) from one that never was.
      await db.schema.alterTable('quotes', (t) => {
        t.integer('revision').notNullable().defaultTo(1);
        t.timestamp('sent_at', { useTz: true });
      });
      await db.raw(
        `update quotes set sent_at = sent.last from
           (select quote_id, max(created_at) as last from quote_history where change_type = 'sent' group by quote_id) sent
         where sent.quote_id = quotes.id`,
      );
      // The client's online acceptance: what they read and agreed to, when, from where.
      await db.schema.createTable('quote_acceptances', (t) => {
        t.uuid('quote_id').primary().references('id').inTable('quotes').onDelete('CASCADE');
        t.integer('revision').notNullable();
        t.decimal('total_amount', 12, 2).notNullable();
        t.decimal('tax_amount', 12, 2).notNullable();
        t.timestamp('accepted_at', { useTz: true }).notNullable();
        t.string('client_address', 64);
        t.string('user_agent', 512);
      });
    },
  },
  {
    name: '005_priced_documents',
    async up(db) {
      // Quote numbers come from the kit's one gap-free counter, like invoice and receipt
      // numbers; each owner's count so far moves over.
      await createDocumentCounters(db);
      await db.raw(`insert into document_counters (owner_id, kind, last_number) select owner_id, 'quote', last_number from quote_counters`);
      await db.schema.dropTable('quote_counters');
      // The business replica in the kit's one shape; its id column was also in the profile.
      await reshapeBusinessReplica(db, 'profile');
    },
  },
  {
    name: '006_client_replica',
    async up(db) {
      // Whose each client is, kept from client.upserted, so a quote names only the owner's
      // own client (replica/clients.ts). A client never changes owner.
      await db.schema.createTable('clients', (t) => {
        t.uuid('id').primary();
        t.uuid('owner_id').notNullable();
      });
    },
  },
  {
    name: '007_quote_money',
    async up(db) {
      // One money status per job: when the card deposit was paid, and the invoice
      // made from the quote as its invoice.* events tell it (number, status, due date, total,
      // balance due). Quotes invoiced before keep only the link until their invoice changes.
      await db.schema.alterTable('quotes', (t) => {
        t.timestamp('deposit_paid_at', { useTz: true });
        t.string('invoice_number', 20);
        t.string('invoice_status', 20);
        t.string('invoice_due_date', 10);
        t.decimal('invoice_total', 12, 2);
        t.decimal('invoice_balance_due', 12, 2);
      });
    },
  },
  idempotencyMigration,
  {
    name: '008_quote_list_pages',
    async up(db) {
      // The dashboard pages newest first: created_at desc, id desc, after a cursor.
      await db.raw('create index quotes_owner_newest on quotes (owner_id, created_at desc, id desc)');
      await db.raw('drop index quotes_owner_id_created_at_index');
    },
  },
  {
    name: '009_quote_follow_ups',
    async up(db) {
      // Automatic follow-ups: one row per quote and kind, claimed in the same
      // transaction as the send, so none goes twice; and the owner's stop for one quote.
      await db.schema.createTable('quote_reminders', (t) => {
        t.uuid('quote_id').notNullable().references('id').inTable('quotes').onDelete('CASCADE');
        t.uuid('owner_id').notNullable();
        t.string('kind', 30).notNullable();
        t.text('to_address').notNullable();
        t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.primary(['quote_id', 'kind']);
      });
      await db.schema.alterTable('quotes', (t) => {
        t.boolean('reminders_off').notNullable().defaultTo(false);
      });
      await db.raw(`create index quotes_awaiting_answer on quotes (sent_at) where status in ('sent', 'viewed')`);
    },
  },
  // Quotes by text: logged and counted like the receipts' texts.
  smsLogMigration,
  smsLogSegmentsMigration,
  {
    name: '010_quote_expiry',
    async up(db) {
      // Quotes that expire: the last day the price holds (the business's days,
      // YYYY-MM-DD like invoice due dates), the status an expired quote reopens to when the
      // owner gives it a later day, and the day its client last asked for an updated one.
      await db.schema.alterTable('quotes', (t) => {
        t.string('valid_until', 10);
        t.string('expired_from', 20);
        t.string('update_requested_on', 10);
      });
      await db.raw(`create index quotes_awaiting_expiry on quotes (valid_until) where status in ('sent', 'viewed')`);
    },
  },
  {
    name: '011_quote_add_ons_and_signatures',
    async up(db) {
      // A line may be an add-on the client chooses; the acceptance keeps their
      // choice, the name they typed, the signature they drew and the terms they agreed to.
      await db.schema.alterTable('quote_items', (t) => {
        t.boolean('optional').notNullable().defaultTo(false);
      });
      await db.schema.alterTable('quote_acceptances', (t) => {
        t.specificType('optional_item_ids', 'uuid[]').notNullable().defaultTo('{}');
        t.string('signed_name', 200);
        t.binary('signature_png');
        t.text('terms');
        t.boolean('terms_accepted').notNullable().defaultTo(false);
      });
    },
  },
  {
    name: '012_price_book',
    async up(db) {
      // The tradie's own price book: one item per description (any case) per
      // owner, learned from the lines they send. A book holds hundreds of items, so its
      // list and search read the owner's rows through this index's owner_id and sort them.
      await db.schema.createTable('price_book_items', (t) => {
        t.uuid('id').primary();
        t.uuid('owner_id').notNullable();
        t.string('description', 500).notNullable();
        t.string('type', 20).notNullable();
        t.decimal('unit_price', 12, 2).notNullable();
        t.string('unit', 30);
        t.integer('times_used').notNullable().defaultTo(0);
        t.timestamp('last_used_at', { useTz: true });
        t.boolean('hidden').notNullable().defaultTo(false);
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      });
      await db.raw('create unique index price_book_owner_description on price_book_items (owner_id, lower(description))');
    },
  },
  {
    name: '013_quote_photos',
    async up(db) {
      // Job photos on quotes: the files are on disk under a random name; the
      // row says whose they are and where they sit among the quote's photos.
      await db.schema.createTable('quote_photos', (t) => {
        t.uuid('id').primary();
        t.uuid('quote_id').notNullable().references('id').inTable('quotes').onDelete('CASCADE');
        t.uuid('owner_id').notNullable();
        t.string('file_name', 32).notNullable().unique();
        t.string('label', 10).notNullable();
        t.string('caption', 200);
        t.integer('position').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.index(['quote_id', 'position']);
      });
    },
  },
  {
    name: '014_price_book_rules',
    async up(db) {
      // An item the business always adds to some kind of work ("switchboard, meter box"):
      // drafts for that work get it even when the notes do not name it.
      await db.schema.alterTable('price_book_items', (t) => {
        t.string('always_with', 200);
      });
    },
  },
  {
    name: '015_words_follow_lines',
    async up(db) {
      // The words a quote's lines last made (its title, description, each labour line's):
      // a field still saying them follows the lines; one the owner changed is theirs.
      // Null for a quote whose words were all typed.
      await db.schema.alterTable('quotes', (t) => {
        t.jsonb('made_words');
      });
    },
  },
  {
    name: '016_quote_options',
    async up(db) {
      // Options the client chooses between (good, better, best): a line is in one of them
      // or, without one, in all; the acceptance keeps the option chosen under the name it had.
      await db.schema.createTable('quote_options', (t) => {
        t.uuid('id').primary();
        t.uuid('quote_id').notNullable().references('id').inTable('quotes').onDelete('CASCADE');
        t.string('name', 100).notNullable();
        t.integer('position').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.index(['quote_id', 'position']);
      });
      await db.schema.alterTable('quote_items', (t) => {
        t.uuid('option_id').references('id').inTable('quote_options').onDelete('CASCADE');
      });
      await db.schema.alterTable('quote_acceptances', (t) => {
        t.uuid('option_id');
        t.string('option_name', 100);
      });
    },
  },
  {
    name: '017_variations',
    async up(db) {
      // Work added to (or taken off) an accepted job, priced on its own and signed by the
      // client on its own page; numbered V1, V2… within the job.
      await db.schema.createTable('quote_variations', (t) => {
        t.uuid('id').primary();
        t.uuid('quote_id').notNullable().references('id').inTable('quotes').onDelete('CASCADE');
        t.uuid('owner_id').notNullable();
        t.integer('number').notNullable();
        t.string('title', 200).notNullable();
        t.text('description');
        t.string('status', 20).notNullable().defaultTo('draft');
        t.decimal('subtotal', 12, 2).notNullable().defaultTo(0);
        t.decimal('tax_amount', 12, 2).notNullable().defaultTo(0);
        t.decimal('total', 12, 2).notNullable().defaultTo(0);
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.timestamp('sent_at', { useTz: true });
        t.timestamp('approved_at', { useTz: true });
        t.timestamp('rejected_at', { useTz: true });
        // The client's answer: who signed, what they drew, from where.
        t.string('signed_name', 200);
        t.binary('signature_png');
        t.string('client_address', 64);
        t.string('user_agent', 512);
        t.unique(['quote_id', 'number']);
        t.index(['owner_id']);
      });
      await db.schema.createTable('quote_variation_items', (t) => {
        t.uuid('id').primary();
        t.uuid('variation_id').notNullable().references('id').inTable('quote_variations').onDelete('CASCADE');
        t.integer('position').notNullable();
        t.string('description', 500).notNullable();
        t.decimal('quantity', 12, 2).notNullable();
        t.decimal('unit_price', 12, 2).notNullable();
        t.decimal('total_price', 12, 2).notNullable();
        t.string('type', 20).notNullable();
        t.index(['variation_id', 'position']);
      });
    },
  },
  idempotencyStoreMigration,
];
