import { BookRange } from '@cobber/contracts';
import type { Knex, OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { validateQuery } from '../books/query.ts';
import { exportHandlers } from './handlers.ts';

/** The books for accounting software, each for `?from=YYYY-MM-DD&to=YYYY-MM-DD` (DESIGN.md §3). */
export function exportRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = exportHandlers(db);
  const range = validateQuery(BookRange);
  router.get('/api/exports/xero/invoices.csv', range, handle.xeroInvoices);
  router.get('/api/exports/myob/invoices.txt', range, handle.myobInvoices);
  router.get('/api/exports/payments.csv', range, handle.payments);
  return router;
}
