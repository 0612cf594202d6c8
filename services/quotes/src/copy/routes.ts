import { readIdempotencyKey, requireUuidParams, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import type { CurrentBusiness } from '../replica/business.ts';
import { copyHandlers } from './handlers.ts';

/**
 * `POST /api/quotes/:id/copy`. An Idempotency-Key makes one copy however often
 * the phone sends it; the key is bound to the quote copied.
 */
export function copyQuoteRoutes(db: Knex, currentBusiness: CurrentBusiness): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.post('/api/quotes/:id/copy', requireUuidParams('id'), readIdempotencyKey(), copyHandlers(db, currentBusiness).copyQuote);
  return router;
}
