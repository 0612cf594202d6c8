import { ReceiptListQuery } from '@cobber/contracts';
import { validateQuery, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { receiptListHandlers } from './handlers.ts';

/** `GET /api/receipts` (spec §7 "Receipts"), a page at a time when asked (issue 11). */
export function receiptListRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.get('/api/receipts', validateQuery(ReceiptListQuery), receiptListHandlers(db).list);
  return router;
}
