import { PHOTOS_PER_DOCUMENT, PhotoMessages, type Photo, type UpdatePhoto } from '@cobber/contracts';
import { badRequest, notFound, type Knex } from '@cobber/kit';
import { processPhoto, type PhotoSize, type PhotoStore, type PhotoUpload } from '@cobber/kit/photos';
import { findReceipt, findReceiptForChange } from '../receipts/repository.ts';
import { deletePhoto, findPhoto, insertPhoto, listPhotos, renumber, setBeforePhotoUrl, updatePhoto, type PhotoRow } from './repository.ts';

/** A photo as the owner's screens read it: its files through the owner's routes. */
function toPhoto(row: PhotoRow): Photo {
  const base = `/api/receipts/${row.receipt_id}/photos/${row.id}`;
  return { id: row.id, url: `${base}/display`, thumbnailUrl: `${base}/thumbnail`, label: row.label, caption: row.caption, position: row.position };
}

const receiptNotFound = () => notFound('Receipt not found');
const photoNotFound = () => notFound('Photo not found');
const tooMany = () => badRequest(PhotoMessages.tooMany('receipt'), { photo: PhotoMessages.tooMany('receipt') });

/**
 * The receipt list's thumbnail and 'Photos' badge: the first Before photo's thumbnail, or
 * null when the receipt has none. Set in the transaction that changed the photos.
 */
async function showFirstBeforePhoto(trx: Knex.Transaction, receiptId: string): Promise<void> {
  const first = (await listPhotos(trx, receiptId)).find((photo) => photo.label === 'before');
  await setBeforePhotoUrl(trx, receiptId, first ? toPhoto(first).thumbnailUrl : null);
}

/**
 * A receipt's job photos (issue 14), as a quote's: each owner's alone; another owner's
 * receipt is a 404. A receipt made from an invoice does not take its quote's photos.
 */
export function receiptPhotos(db: Knex, store: PhotoStore) {
  async function ownedReceipt(ownerId: string, receiptId: string) {
    const receipt = await findReceipt(db, ownerId, receiptId);
    if (!receipt) throw receiptNotFound();
    return receipt;
  }

  /** The receipt locked while its photos change, so two changes follow one another. */
  async function lockedReceipt(trx: Knex.Transaction, ownerId: string, receiptId: string) {
    const receipt = await findReceiptForChange(trx, ownerId, receiptId);
    if (!receipt) throw receiptNotFound();
    return receipt;
  }

  return {
    async list(ownerId: string, receiptId: string): Promise<Photo[]> {
      await ownedReceipt(ownerId, receiptId);
      return (await listPhotos(db, receiptId)).map(toPhoto);
    },

    /**
     * Files first, then the row (the receipt locked, so two uploads cannot both be the
     * 20th); when the row is not written the files go again: nothing half-stored.
     */
    async add(ownerId: string, receiptId: string, upload: PhotoUpload): Promise<Photo> {
      // Refused before the decode when the receipt is not theirs or already full.
      await ownedReceipt(ownerId, receiptId);
      if ((await listPhotos(db, receiptId)).length >= PHOTOS_PER_DOCUMENT) throw tooMany();
      const fileName = await store.save(await processPhoto(upload.bytes, upload.name));
      try {
        return await db.transaction(async (trx) => {
          await lockedReceipt(trx, ownerId, receiptId);
          const count = (await listPhotos(trx, receiptId)).length;
          if (count >= PHOTOS_PER_DOCUMENT) throw tooMany();
          const row = await insertPhoto(trx, { receipt_id: receiptId, owner_id: ownerId, file_name: fileName, label: upload.label, caption: upload.caption, position: count });
          await showFirstBeforePhoto(trx, receiptId);
          return toPhoto(row);
        });
      } catch (error) {
        await store.remove(fileName);
        throw error;
      }
    },

    /** Relabels, recaptions or moves a photo (the others close up around it). */
    async change(ownerId: string, receiptId: string, photoId: string, changes: UpdatePhoto): Promise<Photo> {
      return db.transaction(async (trx) => {
        await lockedReceipt(trx, ownerId, receiptId);
        const photo = await findPhoto(trx, ownerId, receiptId, photoId);
        if (!photo) throw photoNotFound();
        const { position, ...rest } = changes;
        const edits = { ...rest, ...(rest.caption !== undefined ? { caption: rest.caption || null } : {}) };
        if (Object.keys(edits).length > 0) await updatePhoto(trx, photoId, edits);
        if (position !== undefined) {
          const others = (await listPhotos(trx, receiptId)).filter((other) => other.id !== photoId).map((other) => other.id);
          others.splice(Math.min(position, others.length), 0, photoId);
          await renumber(trx, others);
        }
        await showFirstBeforePhoto(trx, receiptId);
        return toPhoto((await findPhoto(trx, ownerId, receiptId, photoId))!);
      });
    },

    /** Removes the row, then its files (a file left by a crash is unreachable: no row names it). */
    async remove(ownerId: string, receiptId: string, photoId: string): Promise<void> {
      const fileName = await db.transaction(async (trx) => {
        await lockedReceipt(trx, ownerId, receiptId);
        const photo = await findPhoto(trx, ownerId, receiptId, photoId);
        if (!photo) throw photoNotFound();
        await deletePhoto(trx, photoId);
        await renumber(trx, (await listPhotos(trx, receiptId)).map((other) => other.id));
        await showFirstBeforePhoto(trx, receiptId);
        return photo.file_name;
      });
      await store.remove(fileName);
    },

    async file(ownerId: string, receiptId: string, photoId: string, size: PhotoSize): Promise<Buffer> {
      const photo = await findPhoto(db, ownerId, receiptId, photoId);
      const bytes = photo && (await store.read(photo.file_name, size));
      if (!bytes) throw photoNotFound();
      return bytes;
    },
  };
}

export type ReceiptPhotos = ReturnType<typeof receiptPhotos>;
