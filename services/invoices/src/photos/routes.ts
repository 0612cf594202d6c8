import { UpdatePhoto } from '@cobber/contracts';
import { requireUuidParams, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import type { PhotoStore } from '@cobber/kit/photos';
import Router from '@koa/router';
import { photoHandlers } from './handlers.ts';
import { receiptPhotos } from './service.ts';

/** Job photos on receipts (issue 14): add, list, change, remove, and the two sizes, the owner's only. */
export function receiptPhotoRoutes(db: Knex, store: PhotoStore): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handlers = photoHandlers(receiptPhotos(db, store));
  const ids = requireUuidParams('id', 'photoId');
  router.get('/api/receipts/:id/photos', requireUuidParams('id'), handlers.list);
  router.post('/api/receipts/:id/photos', requireUuidParams('id'), handlers.add);
  router.patch('/api/receipts/:id/photos/:photoId', ids, validateBody(UpdatePhoto), handlers.change);
  router.delete('/api/receipts/:id/photos/:photoId', ids, handlers.remove);
  router.get('/api/receipts/:id/photos/:photoId/display', ids, handlers.display);
  router.get('/api/receipts/:id/photos/:photoId/thumbnail', ids, handlers.thumbnail);
  return router;
}
