import type { Knex } from '@cobber/kit';

export type DocumentKind = 'invoice' | 'receipt';

/**
 * The next invoice or receipt number of a business, gap-free (NOTES.md "Money and
 * numbering"): the counter row is locked for the rest of the caller's transaction, so
 * concurrent documents queue behind it, and a rollback takes its number back with it.
 * A sequence would skip numbers on rollback.
 */
export async function nextDocumentNumber(trx: Knex.Transaction, ownerId: string, kind: DocumentKind): Promise<number> {
  await trx('document_counters').insert({ owner_id: ownerId, kind, last_number: 0 }).onConflict(['owner_id', 'kind']).ignore();
  const counter: { last_number: number } = await trx('document_counters')
    .where({ owner_id: ownerId, kind })
    .first('last_number')
    .forUpdate();
  const next = counter.last_number + 1;
  await trx('document_counters').where({ owner_id: ownerId, kind }).update({ last_number: next });
  return next;
}
