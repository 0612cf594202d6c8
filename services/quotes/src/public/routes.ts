import { AnswerQuote, ApproveQuote } from '@cobber/contracts';
import { requireUuidParams, validateBody, type Knex } from '@cobber/kit';
import Router from '@koa/router';
import { publicQuoteHandlers } from './handlers.ts';

/** An acceptance may carry a signature of up to 200 KB, which is a third more as base64. */
const APPROVE_LIMIT = 300 * 1024;

/** Spec §7 "Public": what a client reaches from the emailed link, signed out. */
export function publicQuoteRoutes(db: Knex): Router {
  const router = new Router();
  const handle = publicQuoteHandlers(db);
  const id = requireUuidParams('id');
  router.get('/api/quotes/:id/public', id, handle.read);
  router.patch('/api/quotes/:id/public/view', id, handle.view);
  router.patch('/api/quotes/:id/public/approve', id, validateBody(ApproveQuote, { limit: APPROVE_LIMIT }), handle.answer('approved'));
  router.patch('/api/quotes/:id/public/reject', id, validateBody(AnswerQuote), handle.answer('rejected'));
  return router;
}
