import { PhotoMessages } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { ownerPhoto, type PhotoDocument } from '@cobber/documents/photos';
import { findReceipt, findReceiptForChange } from '../receipts/repository.ts';
import { receiptPhotoRows, receiptPhotoTable, setBeforePhotoUrl } from './repository.ts';

/**
 * Job photos on receipts, under /api/receipts/:id/photos, as a quote's: the
 * kit's photo routes for the owner's own receipts. A receipt made from an invoice does not
 * take its quote's photos.
 */
export const receiptPhotos: PhotoDocument = {
  ...receiptPhotoTable,
  path: '/api/receipts',
  messages: { notFound: 'Receipt not found', tooMany: PhotoMessages.tooMany('receipt') },
  find: findReceipt,
  findLocked: findReceiptForChange,
  afterChange: showFirstBeforePhoto,
};

/**
 * The receipt list's thumbnail and 'Photos' badge: the first Before photo's thumbnail, or
 * null when the receipt has none. Set in the transaction that changed the photos.
 */
async function showFirstBeforePhoto(trx: Knex.Transaction, receiptId: string): Promise<void> {
  const first = (await receiptPhotoRows.list(trx, receiptId)).find((photo) => photo.label === 'before');
  await setBeforePhotoUrl(trx, receiptId, first ? ownerPhoto(receiptPhotos.path, receiptId, first).thumbnailUrl : null);
}
