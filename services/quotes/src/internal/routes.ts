import { requireServiceCall, requireUuidParams, type Knex, type ServiceCallState } from '@cobber/kit';
import Router from '@koa/router';
import { internalQuoteHandlers } from './handlers.ts';

/**
 * What the other services ask this one for, signed as a service call (never through the
 * gateway, which proxies only /api paths). `GET /internal/quotes/:id`: the quote as it
 * stands now (contracts `CurrentQuote`), for whatever bills or charges it — the invoice
 * made from it, the client's deposit — rather than a replica a moment behind. The caller
 * scopes it: the invoices service answers another owner's quote with 404.
 */
export function internalQuoteRoutes(db: Knex, identitySecret: string): Router<ServiceCallState> {
  const router = new Router<ServiceCallState>();
  const handle = internalQuoteHandlers(db);
  router.get('/internal/quotes/:id', requireServiceCall(identitySecret), requireUuidParams('id'), handle.currentQuote);
  return router;
}
