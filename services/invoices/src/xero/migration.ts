import type { Migration } from '@cobber/kit';

/**
 * Xero kept in step: each business's connection (its tokens sealed), the sign-ins under
 * way, and one row per document Cobber sends to Xero, written in the same transaction as
 * the event that asks for it, so a document is decided once and never made twice.
 */
export const xeroMigration: Migration = {
  name: '011_xero',
  async up(db) {
    await db.schema.createTable('xero_sign_ins', (t) => {
      // The OAuth `state`: random, single use, the PKCE verifier beside it.
      t.string('state', 64).primary();
      t.uuid('owner_id').notNullable();
      t.string('code_verifier', 128).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
    });
    await db.schema.createTable('xero_connections', (t) => {
      t.uuid('owner_id').primary();
      // AES-256-GCM, bound to the owner (xero/sealed.ts).
      t.text('access_token').notNullable();
      t.text('refresh_token').notNullable();
      t.timestamp('expires_at', { useTz: true }).notNullable();
      // Chosen among `organisations` when the sign-in gave more than one.
      t.uuid('tenant_id');
      t.string('tenant_name', 200);
      t.jsonb('organisations').notNullable().defaultTo('[]');
      // The bank account payments are recorded to (Xero needs one).
      t.uuid('bank_account_id');
      t.string('bank_account_name', 200);
      t.timestamp('connected_at', { useTz: true }).notNullable();
      t.timestamp('last_sync_at', { useTz: true });
      // Payments entered in Xero are read from here on (If-Modified-Since).
      t.timestamp('payments_read_at', { useTz: true });
      t.timestamp('next_read_at', { useTz: true });
    });
    await db.schema.createTable('xero_documents', (t) => {
      t.string('kind', 10).notNullable(); // invoice or payment
      t.uuid('document_id').notNullable(); // the invoice's or the receipt's id
      t.uuid('owner_id').notNullable();
      t.uuid('xero_id');
      // Bumped by each change Xero should hear of; `sent_revision` is the last Xero has.
      t.integer('revision').notNullable().defaultTo(1);
      t.integer('sent_revision').notNullable().defaultTo(0);
      t.string('sent_digest', 64);
      // waiting, in-xero, failed (tried again later) or refused (Xero said no: waits for a change).
      t.string('state', 10).notNullable().defaultTo('waiting');
      t.integer('attempts').notNullable().defaultTo(0);
      t.timestamp('next_attempt_at', { useTz: true });
      t.text('message');
      t.boolean('from_xero').notNullable().defaultTo(false);
      t.timestamp('synced_at', { useTz: true });
      t.primary(['kind', 'document_id']);
    });
    await db.raw(`create index xero_documents_due on xero_documents (owner_id, next_attempt_at) where state in ('waiting', 'failed')`);
    // A payment Xero has is a receipt here once, however often it is read.
    await db.raw(`create unique index xero_documents_one_per_xero_id on xero_documents (owner_id, kind, xero_id) where xero_id is not null`);
  },
};
