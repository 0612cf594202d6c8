import type { UpdatePhoto } from '@cobber/contracts';
import type { OwnerContext } from '../../handlers.ts';
import type { PhotoSize } from '../storage.ts';
import { readPhotoUpload } from '../upload.ts';
import type { DocumentPhotos } from './service.ts';

/** The photo routes' handlers: the owner's own document's photos, in and out. */
export function photoHandlers(photos: DocumentPhotos) {
  const serve = (size: PhotoSize) => async (ctx: OwnerContext) => {
    const bytes = await photos.file(ctx.state.owner.id, ctx.params.id!, ctx.params.photoId!, size);
    ctx.type = 'image/jpeg';
    // The owner's alone: never kept by a shared cache; the file under a name never changes.
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'");
    ctx.body = bytes;
  };
  return {
    async list(ctx: OwnerContext) {
      ctx.body = await photos.list(ctx.state.owner.id, ctx.params.id!);
    },
    async add(ctx: OwnerContext) {
      const upload = await readPhotoUpload(ctx);
      ctx.status = 201;
      ctx.body = await photos.add(ctx.state.owner.id, ctx.params.id!, upload);
    },
    async change(ctx: OwnerContext<UpdatePhoto>) {
      ctx.body = await photos.change(ctx.state.owner.id, ctx.params.id!, ctx.params.photoId!, ctx.state.body);
    },
    async remove(ctx: OwnerContext) {
      await photos.remove(ctx.state.owner.id, ctx.params.id!, ctx.params.photoId!);
      ctx.status = 204;
    },
    display: serve('display'),
    thumbnail: serve('thumbnail'),
  };
}
