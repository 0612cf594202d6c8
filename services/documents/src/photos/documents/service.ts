import { PHOTOS_PER_DOCUMENT, type Photo, type UpdatePhoto } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { badRequest, notFound } from '@cobber/kit';
import { processPhoto } from '../image.ts';
import type { PhotoSize, PhotoStore } from '../storage.ts';
import type { PhotoUpload } from '../upload.ts';
import { ownerPhoto, type PhotoDocument } from './document.ts';
import { photoRows, type PhotoRow } from './repository.ts';

const photoNotFound = () => notFound('Photo not found');

/** A document's job photos: each owner's alone; another owner's document is a 404. */
export function documentPhotos(db: Knex, store: PhotoStore, document: PhotoDocument) {
  const rows = photoRows(document);
  const toPhoto = (documentId: string, row: PhotoRow) => ownerPhoto(document.path, documentId, row);
  const documentNotFound = () => notFound(document.messages.notFound);
  const tooMany = () => badRequest(document.messages.tooMany, { photo: document.messages.tooMany });

  async function owned(ownerId: string, documentId: string): Promise<void> {
    if (!(await document.find(db, ownerId, documentId))) throw documentNotFound();
  }

  async function lockOwned(trx: Knex.Transaction, ownerId: string, documentId: string): Promise<void> {
    if (!(await document.findLocked(trx, ownerId, documentId))) throw documentNotFound();
  }

  async function ownedPhoto(trx: Knex.Transaction, ownerId: string, documentId: string, photoId: string): Promise<PhotoRow> {
    const photo = await rows.find(trx, ownerId, documentId, photoId);
    if (!photo) throw photoNotFound();
    return photo;
  }

  return {
    async list(ownerId: string, documentId: string): Promise<Photo[]> {
      await owned(ownerId, documentId);
      return (await rows.list(db, documentId)).map((row) => toPhoto(documentId, row));
    },

    /**
     * Files first, then the row (the document locked, so two uploads cannot both be the
     * 20th); when the row is not written the files go again: nothing half-stored.
     */
    async add(ownerId: string, documentId: string, upload: PhotoUpload): Promise<Photo> {
      // Refused before the decode when the document is not theirs or already full.
      await owned(ownerId, documentId);
      if ((await rows.list(db, documentId)).length >= PHOTOS_PER_DOCUMENT) throw tooMany();
      const fileName = await store.save(await processPhoto(upload.bytes, upload.name));
      try {
        return await db.transaction(async (trx) => {
          await lockOwned(trx, ownerId, documentId);
          const count = (await rows.list(trx, documentId)).length;
          if (count >= PHOTOS_PER_DOCUMENT) throw tooMany();
          const row = await rows.insert(trx, documentId, { owner_id: ownerId, file_name: fileName, label: upload.label, caption: upload.caption, position: count });
          await document.afterChange?.(trx, documentId);
          return toPhoto(documentId, row);
        });
      } catch (error) {
        await store.remove(fileName);
        throw error;
      }
    },

    /** Relabels, recaptions or moves a photo (the others close up around it). */
    async change(ownerId: string, documentId: string, photoId: string, changes: UpdatePhoto): Promise<Photo> {
      return db.transaction(async (trx) => {
        await lockOwned(trx, ownerId, documentId);
        await ownedPhoto(trx, ownerId, documentId, photoId);
        const { position, ...rest } = changes;
        const edits = { ...rest, ...(rest.caption !== undefined ? { caption: rest.caption || null } : {}) };
        if (Object.keys(edits).length > 0) await rows.update(trx, photoId, edits);
        if (position !== undefined) {
          const others = (await rows.list(trx, documentId)).filter((other) => other.id !== photoId).map((other) => other.id);
          others.splice(Math.min(position, others.length), 0, photoId);
          await rows.renumber(trx, others);
        }
        await document.afterChange?.(trx, documentId);
        return toPhoto(documentId, await ownedPhoto(trx, ownerId, documentId, photoId));
      });
    },

    /** Removes the row, then its files (a file left by a crash is unreachable: no row names it). */
    async remove(ownerId: string, documentId: string, photoId: string): Promise<void> {
      const fileName = await db.transaction(async (trx) => {
        await lockOwned(trx, ownerId, documentId);
        const photo = await ownedPhoto(trx, ownerId, documentId, photoId);
        await rows.remove(trx, photoId);
        await rows.renumber(trx, (await rows.list(trx, documentId)).map((other) => other.id));
        await document.afterChange?.(trx, documentId);
        return photo.file_name;
      });
      await store.remove(fileName);
    },

    async file(ownerId: string, documentId: string, photoId: string, size: PhotoSize): Promise<Buffer> {
      const photo = await rows.find(db, ownerId, documentId, photoId);
      const bytes = photo && (await store.read(photo.file_name, size));
      if (!bytes) throw photoNotFound();
      return bytes;
    },
  };
}

export type DocumentPhotos = ReturnType<typeof documentPhotos>;
