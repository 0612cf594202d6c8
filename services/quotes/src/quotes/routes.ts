import { CreateQuote, CreateQuoteItem, CreateQuoteWithItems, RequestDeposit, UpdateQuote, UpdateQuoteItem } from '@cobber/contracts';
import { readIdempotencyKey, requireUuidParams, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import type { z } from 'zod';
import type { CurrentBusiness } from '../replica/business.ts';
import type { ClientCheck } from '../replica/clients.ts';
import { quoteHandlers } from './handlers.ts';

/**
 * `POST /api/quotes` takes the original API's body, or the same with `items` to create it all at once;
 * it may carry an Idempotency-Key (a quote made offline, sent once).
 */
const newQuoteSchema = (raw: unknown) =>
  (raw !== null && typeof raw === 'object' && 'items' in raw ? CreateQuoteWithItems : CreateQuote) as z.ZodType<
    CreateQuote | CreateQuoteWithItems
  >;

/** The quote calls, but for the list, sending, drafting and create-invoice (their own routes). */
export function quoteRoutes(db: Knex, assertOwnClient: ClientCheck, currentBusiness: CurrentBusiness): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = quoteHandlers(db, assertOwnClient, currentBusiness);
  const id = requireUuidParams('id');
  router.post('/api/quotes', readIdempotencyKey(), validateBody(newQuoteSchema, { limit: 256 * 1024 }), handle.create);
  router.get('/api/quotes/:id', id, handle.read);
  router.patch('/api/quotes/:id', id, validateBody(UpdateQuote), handle.update);
  router.get('/api/quotes/:id/items', id, handle.listItems);
  router.patch('/api/quotes/:id/items/:itemId', id, validateBody(UpdateQuoteItem), handle.updateItem);
  router.get('/api/quotes/:id/history', id, handle.history);
  router.post('/api/quote-items', validateBody(CreateQuoteItem), handle.addItem);
  router.post('/api/quotes/:id/deposit', id, validateBody(RequestDeposit), handle.requestDeposit);
  return router;
}
