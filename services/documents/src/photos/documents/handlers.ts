import type { Knex } from '@cobber/kit';
import type { Handlers } from '@cobber/kit';
import type { PhotoSize, PhotoStore } from '../storage.ts';
import { readPhotoUpload } from '../upload.ts';
import type { PhotoDocument } from './document.ts';
import { documentPhotos, type DocumentPhotos } from './service.ts';

/** The owner's photo routes of a quote and of a receipt share their handler names, so one set serves either service. */
export type PhotoRoute = 'listPhotos' | 'addPhoto' | 'changePhoto' | 'removePhoto' | 'photoDisplay' | 'photoThumbnail';

/** Job photos on a document, the owner's only: add, list, change, remove, and the two sizes. */
export function documentPhotoHandlers(db: Knex, store: PhotoStore, document: PhotoDocument): Handlers<'quotes' | 'invoices', PhotoRoute> {
  return photoHandlers(documentPhotos(db, store, document));
}

/** The photo routes' handlers: the owner's own document's photos, in and out. */
function photoHandlers(photos: DocumentPhotos): Handlers<'quotes' | 'invoices', PhotoRoute> {
  const serve =
    (size: PhotoSize): Handlers<'quotes' | 'invoices', 'photoDisplay'>['photoDisplay'] =>
    async (ctx) => {
      const bytes = await photos.file(ctx.state.owner.id, ctx.params.id!, ctx.params.photoId!, size);
      ctx.type = 'image/jpeg';
      // The owner's alone: never kept by a shared cache; the file under a name never changes.
      ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Security-Policy', "default-src 'none'");
      ctx.body = bytes;
    };
  return {
    async listPhotos(ctx) {
      ctx.body = await photos.list(ctx.state.owner.id, ctx.params.id!);
    },
    async addPhoto(ctx) {
      const upload = await readPhotoUpload(ctx);
      ctx.status = 201;
      ctx.body = await photos.add(ctx.state.owner.id, ctx.params.id!, upload);
    },
    async changePhoto(ctx) {
      ctx.body = await photos.change(ctx.state.owner.id, ctx.params.id!, ctx.params.photoId!, ctx.state.body);
    },
    async removePhoto(ctx) {
      await photos.remove(ctx.state.owner.id, ctx.params.id!, ctx.params.photoId!);
      ctx.status = 204;
    },
    photoDisplay: serve('display'),
    photoThumbnail: serve('thumbnail'),
  };
}
