import { UpdatePhoto } from '@cobber/contracts';
import Router from '@koa/router';
import type { Knex } from '../../database.ts';
import type { OwnerState } from '../../identity.ts';
import { requireUuidParams, validateBody } from '../../validate.ts';
import type { PhotoStore } from '../storage.ts';
import type { PhotoDocument } from './document.ts';
import { photoHandlers } from './handlers.ts';
import { documentPhotos } from './service.ts';

/** Job photos on a document: add, list, change, remove, and the two sizes, the owner's only. */
export function photoRoutes(db: Knex, store: PhotoStore, document: PhotoDocument): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handlers = photoHandlers(documentPhotos(db, store, document));
  const ids = requireUuidParams('id', 'photoId');
  const photos = `${document.path}/:id/photos`;
  router.get(photos, requireUuidParams('id'), handlers.list);
  router.post(photos, requireUuidParams('id'), handlers.add);
  router.patch(`${photos}/:photoId`, ids, validateBody(UpdatePhoto), handlers.change);
  router.delete(`${photos}/:photoId`, ids, handlers.remove);
  router.get(`${photos}/:photoId/display`, ids, handlers.display);
  router.get(`${photos}/:photoId/thumbnail`, ids, handlers.thumbnail);
  return router;
}
