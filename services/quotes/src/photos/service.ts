import { PHOTOS_PER_DOCUMENT, PhotoMessages, type QuotePhoto, type UpdateQuotePhoto } from '@cobber/contracts';
import { badRequest, notFound, type Knex } from '@cobber/kit';
import { processPhoto, type PhotoSize, type PhotoStore, type PhotoUpload } from '@cobber/kit/photos';
import { findQuote } from '../quotes/repository.ts';
import { deletePhoto, findPhoto, insertPhoto, listPhotos, renumber, updatePhoto, type PhotoRow } from './repository.ts';

/** A photo as the owner's screens read it: its files through the owner's routes. */
function toPhoto(row: PhotoRow): QuotePhoto {
  const base = `/api/quotes/${row.quote_id}/photos/${row.id}`;
  return { id: row.id, url: `${base}/display`, thumbnailUrl: `${base}/thumbnail`, label: row.label, caption: row.caption, position: row.position };
}

const quoteNotFound = () => notFound('Quote not found');
const photoNotFound = () => notFound('Photo not found');
const tooMany = () => badRequest(PhotoMessages.tooMany('quote'), { photo: PhotoMessages.tooMany('quote') });

/** A quote's job photos (issue 14): each owner's alone; another owner's quote is a 404. */
export function quotePhotos(db: Knex, store: PhotoStore) {
  async function ownedQuote(db: Knex | Knex.Transaction, ownerId: string, quoteId: string, lock = false) {
    const quote = await findQuote(db, ownerId, quoteId, { lock });
    if (!quote) throw quoteNotFound();
    return quote;
  }

  return {
    async list(ownerId: string, quoteId: string): Promise<QuotePhoto[]> {
      await ownedQuote(db, ownerId, quoteId);
      return (await listPhotos(db, quoteId)).map(toPhoto);
    },

    /**
     * Files first, then the row (the quote locked, so two uploads cannot both be the
     * 20th); when the row is not written the files go again: nothing half-stored.
     */
    async add(ownerId: string, quoteId: string, upload: PhotoUpload): Promise<QuotePhoto> {
      // Refused before the decode when the quote is not theirs or already full.
      await ownedQuote(db, ownerId, quoteId);
      if ((await listPhotos(db, quoteId)).length >= PHOTOS_PER_DOCUMENT) throw tooMany();
      const fileName = await store.save(await processPhoto(upload.bytes, upload.name));
      try {
        return await db.transaction(async (trx) => {
          await ownedQuote(trx, ownerId, quoteId, true);
          const count = (await listPhotos(trx, quoteId)).length;
          if (count >= PHOTOS_PER_DOCUMENT) throw tooMany();
          const row = await insertPhoto(trx, { quote_id: quoteId, owner_id: ownerId, file_name: fileName, label: upload.label, caption: upload.caption, position: count });
          return toPhoto(row);
        });
      } catch (error) {
        await store.remove(fileName);
        throw error;
      }
    },

    /** Relabels, recaptions or moves a photo (the others close up around it). */
    async change(ownerId: string, quoteId: string, photoId: string, changes: UpdateQuotePhoto): Promise<QuotePhoto> {
      return db.transaction(async (trx) => {
        await ownedQuote(trx, ownerId, quoteId, true);
        const photo = await findPhoto(trx, ownerId, quoteId, photoId);
        if (!photo) throw photoNotFound();
        const { position, ...rest } = changes;
        const edits = { ...rest, ...(rest.caption !== undefined ? { caption: rest.caption || null } : {}) };
        let row = Object.keys(edits).length > 0 ? await updatePhoto(trx, photoId, edits) : photo;
        if (position !== undefined) {
          const others = (await listPhotos(trx, quoteId)).filter((other) => other.id !== photoId).map((other) => other.id);
          others.splice(Math.min(position, others.length), 0, photoId);
          await renumber(trx, others);
          row = (await findPhoto(trx, ownerId, quoteId, photoId))!;
        }
        return toPhoto(row);
      });
    },

    /** Removes the row, then its files (a file left by a crash is unreachable: no row names it). */
    async remove(ownerId: string, quoteId: string, photoId: string): Promise<void> {
      const fileName = await db.transaction(async (trx) => {
        await ownedQuote(trx, ownerId, quoteId, true);
        const photo = await findPhoto(trx, ownerId, quoteId, photoId);
        if (!photo) throw photoNotFound();
        await deletePhoto(trx, photoId);
        await renumber(trx, (await listPhotos(trx, quoteId)).map((other) => other.id));
        return photo.file_name;
      });
      await store.remove(fileName);
    },

    async file(ownerId: string, quoteId: string, photoId: string, size: PhotoSize): Promise<Buffer> {
      const photo = await findPhoto(db, ownerId, quoteId, photoId);
      const bytes = photo && (await store.read(photo.file_name, size));
      if (!bytes) throw photoNotFound();
      return bytes;
    },
  };
}

export type QuotePhotos = ReturnType<typeof quotePhotos>;
