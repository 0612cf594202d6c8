import type { Migration } from '@cobber/kit';

/**
 * A cancelled invoice no longer bills the job: the quote may be invoiced whole again, so
 * its one-invoice rule counts only invoices that are not cancelled. One retention release
 * a job is kept by the job's lock (claims/service.ts), since a cancelled release must be
 * able to be made again and a claim's row does not carry its invoice's status.
 */
export const cancelledFreesTheJobMigration: Migration = {
  name: '015_cancelled_frees_the_job',
  async up(db) {
    await db.raw('drop index invoices_one_per_quote');
    await db.raw("create unique index invoices_one_per_quote on invoices (owner_id, quote_id) where quote_id is not null and not progress_claim and status <> 'cancelled'");
    await db.raw('drop index claims_one_retention_release');
  },
};
