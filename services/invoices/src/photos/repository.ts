import type { Knex } from '@cobber/kit';
import { photoRows, type PhotoTable } from '@cobber/documents/photos';

/** Job photos on receipts are kept in receipt_photos, one row a photo. */
export const receiptPhotoTable: PhotoTable = { table: 'receipt_photos', column: 'receipt_id' };

/** The kit's photo queries on receipts' photos: the owner's routes and the receipt's PDF read them. */
export const receiptPhotoRows = photoRows(receiptPhotoTable);

/** Sets the receipt's `before_photo_url` (what the receipt list shows) to the URL given, or null. */
export async function setBeforePhotoUrl(trx: Knex.Transaction, receiptId: string, url: string | null): Promise<void> {
  await trx('receipts').where({ id: receiptId }).update({ before_photo_url: url });
}
