import { GstReportQuery } from '@cobber/contracts';
import { validateQuery, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { reportHandlers } from './handlers.ts';

/** The GST figures for the BAS, for `?from=YYYY-MM-DD&to=YYYY-MM-DD&basis=cash|accrual`. */
export function reportRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.get('/api/reports/gst', validateQuery(GstReportQuery), reportHandlers(db).gst);
  return router;
}
