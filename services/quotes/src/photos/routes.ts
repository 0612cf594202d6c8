import { UpdateQuotePhoto } from '@cobber/contracts';
import { requireUuidParams, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import type { PhotoStore } from '@cobber/kit/photos';
import Router from '@koa/router';
import { photoHandlers } from './handlers.ts';
import { quotePhotos } from './service.ts';

/** Job photos on quotes (issue 14): add, list, change, remove, and the two sizes, the owner's only. */
export function quotePhotoRoutes(db: Knex, store: PhotoStore): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handlers = photoHandlers(quotePhotos(db, store));
  const ids = requireUuidParams('id', 'photoId');
  router.get('/api/quotes/:id/photos', requireUuidParams('id'), handlers.list);
  router.post('/api/quotes/:id/photos', requireUuidParams('id'), handlers.add);
  router.patch('/api/quotes/:id/photos/:photoId', ids, validateBody(UpdateQuotePhoto), handlers.change);
  router.delete('/api/quotes/:id/photos/:photoId', ids, handlers.remove);
  router.get('/api/quotes/:id/photos/:photoId/display', ids, handlers.display);
  router.get('/api/quotes/:id/photos/:photoId/thumbnail', ids, handlers.thumbnail);
  return router;
}
