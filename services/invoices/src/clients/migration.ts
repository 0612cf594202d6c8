import type { Migration } from '@cobber/kit';

/** A business client's ABN from client.upserted: their e-invoice names them by it on the Peppol network. */
export const clientAbnMigration: Migration = {
  name: '013_client_abn',
  async up(db) {
    await db.schema.alterTable('clients', (t) => {
      t.string('abn', 14);
    });
  },
};
