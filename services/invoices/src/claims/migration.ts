import type { Migration } from '@cobber/kit';

/**
 * Progress claims: one row per claim beside its invoice, with the schedule it was made
 * against, and one row per job that a claim (or the job's one invoice) locks while it
 * decides, so two claims at the same moment cannot both take what is left.
 */
export const claimsMigration: Migration = {
  name: '012_claims',
  async up(db) {
    await db.schema.createTable('claim_jobs', (t) => {
      t.uuid('owner_id').notNullable();
      t.uuid('quote_id').notNullable();
      t.primary(['owner_id', 'quote_id']);
    });
    await db.schema.alterTable('invoices', (t) => {
      t.boolean('progress_claim').notNullable().defaultTo(false);
    });
    // A quote still has one invoice of the whole job; its claims are invoices beside it.
    await db.raw('drop index invoices_one_per_quote');
    await db.raw('create unique index invoices_one_per_quote on invoices (owner_id, quote_id) where quote_id is not null and not progress_claim');
    await db.schema.createTable('claims', (t) => {
      t.uuid('invoice_id').primary().references('id').inTable('invoices').onDelete('CASCADE');
      t.uuid('owner_id').notNullable();
      t.uuid('quote_id').notNullable();
      t.integer('number').notNullable();
      t.string('kind', 20).notNullable();
      // Basis points of a percent claim, cents of an amount claim; null otherwise.
      t.integer('value');
      t.decimal('contract_total', 12, 2).notNullable();
      t.decimal('variations_total', 12, 2).notNullable();
      t.decimal('claimed_before', 12, 2).notNullable();
      t.decimal('this_claim', 12, 2).notNullable();
      t.decimal('deposit_applied', 12, 2).notNullable();
      t.decimal('retention_held', 12, 2).notNullable();
      t.decimal('remaining', 12, 2).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.unique(['owner_id', 'quote_id', 'number']);
    });
    await db.raw("create unique index claims_one_retention_release on claims (owner_id, quote_id) where kind = 'retention'");
  },
};
