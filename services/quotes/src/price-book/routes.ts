import { CreatePriceBookItem, PriceBookQuery, UpdatePriceBookItem } from '@cobber/contracts';
import { requireUuidParams, validateBody, validateQuery, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { priceBookHandlers } from './handlers.ts';

/** The tradie's price book: list, add, change or hide, and CSV out and in. */
export function priceBookRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handlers = priceBookHandlers(db);
  router.get('/api/price-book', validateQuery(PriceBookQuery), handlers.list);
  router.post('/api/price-book', validateBody(CreatePriceBookItem), handlers.add);
  router.get('/api/price-book/export', handlers.exportCsv);
  router.post('/api/price-book/import', handlers.importCsv);
  router.patch('/api/price-book/:id', requireUuidParams('id'), validateBody(UpdatePriceBookItem), handlers.change);
  return router;
}
