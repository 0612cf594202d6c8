import type { PhotoLabel } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';

type Db = Knex | Knex.Transaction;

export interface PhotoRow {
  id: string;
  receipt_id: string;
  owner_id: string;
  file_name: string;
  label: PhotoLabel;
  caption: string | null;
  position: number;
}

export function listPhotos(db: Db, receiptId: string): Promise<PhotoRow[]> {
  return db('receipt_photos').where({ receipt_id: receiptId }).orderBy([{ column: 'position' }, { column: 'created_at' }]);
}

export async function findPhoto(db: Db, ownerId: string, receiptId: string, id: string): Promise<PhotoRow | null> {
  return (await db('receipt_photos').where({ id, receipt_id: receiptId, owner_id: ownerId }).first()) ?? null;
}

export async function insertPhoto(trx: Knex.Transaction, row: Omit<PhotoRow, 'id'>): Promise<PhotoRow> {
  const [inserted] = await trx('receipt_photos').insert({ id: crypto.randomUUID(), ...row }).returning('*');
  return inserted as PhotoRow;
}

export async function updatePhoto(trx: Knex.Transaction, id: string, changes: Partial<Pick<PhotoRow, 'label' | 'caption'>>): Promise<PhotoRow> {
  const [updated] = await trx('receipt_photos').where({ id }).update(changes).returning('*');
  return updated as PhotoRow;
}

export async function deletePhoto(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('receipt_photos').where({ id }).delete();
}

/** Numbers the receipt's photos 0, 1, 2… in the order given. */
export async function renumber(trx: Knex.Transaction, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) await trx('receipt_photos').where({ id }).update({ position });
}

/** Sets the receipt's `before_photo_url` (what the receipt list shows) to the URL given, or null. */
export async function setBeforePhotoUrl(trx: Knex.Transaction, receiptId: string, url: string | null): Promise<void> {
  await trx('receipts').where({ id: receiptId }).update({ before_photo_url: url });
}
