import { SendQuote } from '@cobber/contracts';
import { requireConfirmedEmail, requireUuidParams, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { sendingHandlers } from './handlers.ts';
import type { QuoteSending } from './send-quote.ts';

/** `POST /api/quotes/:id/send`. */
export function sendingRoutes(db: Knex, sending: QuoteSending): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.post('/api/quotes/:id/send', requireUuidParams('id'), requireConfirmedEmail(), validateBody(SendQuote), sendingHandlers(db, sending).sendQuote);
  return router;
}
