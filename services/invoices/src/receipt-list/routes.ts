import { ReceiptListQuery } from '@cobber/contracts';
import { validateQuery, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { receiptListHandlers } from './handlers.ts';

/** `GET /api/receipts`, a page at a time when asked. */
export function receiptListRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.get('/api/receipts', validateQuery(ReceiptListQuery), receiptListHandlers(db).list);
  return router;
}
