import { outboxMigration, type Migration } from '@cobber/kit';
import { reshapeBusinessReplica } from '@cobber/documents';

export const SCHEMA = 'payments';

export const migrations: Migration[] = [
  outboxMigration,
  {
    name: '001_payments',
    async up(db) {
      // One row per attempt to take a deposit by card; only ever moves forward
      // (pending → failed → succeeded, see card-payments/outcome.ts), whatever order the
      // provider reports in.
      await db.schema.createTable('payments', (t) => {
        t.uuid('id').primary();
        t.uuid('owner_id').notNullable();
        t.string('document_type', 20).notNullable();
        t.uuid('document_id').notNullable();
        t.bigInteger('amount_cents').notNullable();
        t.string('currency', 3).notNullable().defaultTo('aud');
        t.string('status', 20).notNullable().defaultTo('pending');
        t.string('customer_email', 254).notNullable();
        t.string('customer_name', 200).notNullable();
        t.string('provider', 20).notNullable();
        t.string('provider_payment_id', 255);
        t.string('client_secret', 255);
        t.text('failure_message');
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        t.index(['document_id', 'status']);
        t.unique(['provider', 'provider_payment_id']);
        t.unique(['client_secret']);
      });
      // Quotes and invoices as the payments service knows them, kept from their events.
      await db.schema.createTable('documents', (t) => {
        t.uuid('id').primary();
        t.uuid('owner_id').notNullable();
        t.string('type', 20).notNullable();
        t.string('number', 40);
        t.string('title', 200).notNullable();
        t.string('client_name', 200).notNullable();
        t.string('client_email', 254);
        t.bigInteger('total_cents').notNullable();
        /** What the owning service says is already paid (an invoice's depositPaid). */
        t.bigInteger('paid_cents').notNullable();
        /** The quote an invoice was made from: deposits paid on it count towards the invoice. */
        t.uuid('quote_id');
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
      // Stripe webhook events already handled, by Stripe's event id.
      await db.schema.createTable('stripe_events', (t) => {
        t.string('id', 255).primary();
        t.string('type', 100).notNullable();
        t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      });
    },
  },
  {
    name: '002_quote_deposits',
    async up(db) {
      // What a client paying from the public quote page may pay: the quote's requested
      // deposit, once it is approved.
      await db.schema.alterTable('documents', (t) => {
        t.string('status', 20);
        t.bigInteger('deposit_cents');
      });
    },
  },
  {
    name: '003_business_time_zones',
    async up(db) {
      // Each business's time zone, kept from business.updated, so this service knows
      // an owner's "today" like the others do.
      await db.schema.createTable('businesses', (t) => {
        t.uuid('owner_id').primary();
        t.string('time_zone', 40).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
    },
  },
  {
    name: '004_one_open_payment_per_document',
    async up(db) {
      // Whether money really moved: receipts and history say "test payment" when not.
      await db.schema.alterTable('payments', (t) => {
        t.boolean('test_payment');
      });
      await db('payments').update({ test_payment: db.raw("provider = 'test'") });
      await db.schema.alterTable('payments', (t) => {
        t.boolean('test_payment').notNullable().alter();
      });
      // At most one open attempt (pending, or declined and open to another card) per
      // document, so money is never paid twice. Earlier versions left many open:
      // all but the newest are closed; should one still be paid, it is recorded as a
      // refund due unless the money was owed.
      await db.raw(`
        update payments set status = 'canceled', failure_message = 'Replaced by a newer payment', updated_at = now()
        where status in ('pending', 'failed')
          and id not in (
            select distinct on (document_id) id from payments
            where status in ('pending', 'failed') order by document_id, created_at desc
          )`);
      await db.raw("create unique index payments_one_open_per_document on payments (document_id) where status in ('pending', 'failed')");
    },
  },
  {
    name: '005_business_replica',
    async up(db) {
      // The business replica in the kit's one shape, every row kept. Only time zones were
      // kept here: the rest of a business arrives with its next business.updated.
      await reshapeBusinessReplica(db, 'null::jsonb');
    },
  },
  {
    name: '006_invoice_payments',
    async up(db) {
      // A client pays the invoice itself by card, not only a deposit; every
      // payment before was a deposit.
      await db.schema.alterTable('payments', (t) => {
        t.string('purpose', 20).notNullable().defaultTo('deposit');
      });
    },
  },
];
