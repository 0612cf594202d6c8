import type { Knex } from '@cobber/kit';

/** What is numbered per business: `Q-0001`, `INV-0001`, `REC-0001`. */
export type NumberedDocument = 'quote' | 'invoice' | 'receipt';

/**
 * One counter row per business and kind of document, in the numbering service's schema;
 * the documents' own tables keep `UNIQUE (owner_id, number)`.
 */
export async function createDocumentCounters(db: Knex): Promise<void> {
  await db.schema.createTable('document_counters', (t) => {
    t.uuid('owner_id').notNullable();
    t.string('kind', 20).notNullable();
    t.integer('last_number').notNullable();
    t.primary(['owner_id', 'kind']);
  });
}

/**
 * The next number of a business's quote, invoice or receipt, gap-free (docs/money.md).
 * The upsert takes the counter row's lock (as `SELECT … FOR UPDATE`
 * would) until the caller's transaction ends, so concurrent documents queue behind it and
 * a rollback takes its number back. A sequence would skip numbers on rollback.
 */
export async function nextDocumentNumber(trx: Knex.Transaction, ownerId: string, kind: NumberedDocument): Promise<number> {
  const { rows } = await trx.raw<{ rows: { last_number: number }[] }>(
    `insert into document_counters (owner_id, kind, last_number) values (?, ?, 1)
     on conflict (owner_id, kind) do update set last_number = document_counters.last_number + 1
     returning last_number`,
    [ownerId, kind],
  );
  return rows[0]!.last_number;
}
