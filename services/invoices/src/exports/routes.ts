import { BookRange } from '@cobber/contracts';
import { validateQuery, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { exportHandlers } from './handlers.ts';

/** The books for accounting software, each for `?from=YYYY-MM-DD&to=YYYY-MM-DD`. */
export function exportRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = exportHandlers(db);
  const range = validateQuery(BookRange);
  router.get('/api/exports/xero/invoices.csv', range, handle.xeroInvoices);
  router.get('/api/exports/myob/invoices.txt', range, handle.myobInvoices);
  router.get('/api/exports/payments.csv', range, handle.payments);
  return router;
}
