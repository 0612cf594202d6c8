import { QuoteListQuery } from '@cobber/contracts';
import { validateQuery, type Knex, type Logger, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { quoteListHandlers } from './handlers.ts';

/** `GET /api/quotes`: the dashboard list, a page at a time when asked. */
export function quoteListRoutes(db: Knex, logger: Logger): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.get('/api/quotes', validateQuery(QuoteListQuery), quoteListHandlers(db, logger).list);
  return router;
}
