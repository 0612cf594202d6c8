import { AnswerQuote, ApproveQuote } from '@cobber/contracts';
import { requireUuidParams, validateBody, type Knex } from '@cobber/kit';
import type { PhotoStore } from '@cobber/kit/photos';
import Router from '@koa/router';
import { publicQuoteHandlers } from './handlers.ts';

/** An acceptance may carry a signature of up to 200 KB, which is a third more as base64. */
const APPROVE_LIMIT = 300 * 1024;

/** The public calls: what a client reaches from the emailed link, signed out. */
export function publicQuoteRoutes(db: Knex, photoStore: PhotoStore): Router {
  const router = new Router();
  const handle = publicQuoteHandlers(db, photoStore);
  const id = requireUuidParams('id');
  const photo = requireUuidParams('id', 'photoId');
  router.get('/api/quotes/:id/public', id, handle.read);
  router.patch('/api/quotes/:id/public/view', id, handle.view);
  router.patch('/api/quotes/:id/public/approve', id, validateBody(ApproveQuote, { limit: APPROVE_LIMIT }), handle.answer('approved'));
  router.patch('/api/quotes/:id/public/reject', id, validateBody(AnswerQuote), handle.answer('rejected'));
  // The job photos on the client's page.
  router.get('/api/quotes/:id/public/photos/:photoId/display', photo, handle.photoDisplay);
  router.get('/api/quotes/:id/public/photos/:photoId/thumbnail', photo, handle.photoThumbnail);
  return router;
}
