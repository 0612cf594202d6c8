import type { PhotoLabel } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';

type Db = Knex | Knex.Transaction;

export interface PhotoRow {
  id: string;
  quote_id: string;
  owner_id: string;
  file_name: string;
  label: PhotoLabel;
  caption: string | null;
  position: number;
}

export function listPhotos(db: Db, quoteId: string): Promise<PhotoRow[]> {
  return db('quote_photos').where({ quote_id: quoteId }).orderBy([{ column: 'position' }, { column: 'created_at' }]);
}

export async function findPhoto(db: Db, ownerId: string, quoteId: string, id: string): Promise<PhotoRow | null> {
  return (await db('quote_photos').where({ id, quote_id: quoteId, owner_id: ownerId }).first()) ?? null;
}

export async function insertPhoto(trx: Knex.Transaction, row: Omit<PhotoRow, 'id'>): Promise<PhotoRow> {
  const [inserted] = await trx('quote_photos').insert({ id: crypto.randomUUID(), ...row }).returning('*');
  return inserted as PhotoRow;
}

export async function updatePhoto(trx: Knex.Transaction, id: string, changes: Partial<Pick<PhotoRow, 'label' | 'caption' | 'position'>>): Promise<PhotoRow> {
  const [updated] = await trx('quote_photos').where({ id }).update(changes).returning('*');
  return updated as PhotoRow;
}

export async function deletePhoto(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('quote_photos').where({ id }).delete();
}

/** Numbers the quote's photos 0, 1, 2… in the order given. */
export async function renumber(trx: Knex.Transaction, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) await trx('quote_photos').where({ id }).update({ position });
}
