import type { Migration } from '@cobber/kit';

/** When the owner cancelled an invoice: its credit note is dated that day. */
export const invoiceCancelledMigration: Migration = {
  name: '014_invoice_cancelled_at',
  async up(db) {
    await db.schema.alterTable('invoices', (t) => {
      t.timestamp('cancelled_at', { useTz: true });
    });
  },
};
