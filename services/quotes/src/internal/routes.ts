import { notFound, requireServiceCall, requireUuidParams, type Knex, type ServiceCallState } from '@cobber/kit';
import Router from '@koa/router';
import { quoteSnapshot } from '../quotes/events.ts';
import { findQuoteById } from '../quotes/repository.ts';

/**
 * What the other services ask this one for, signed as a service call (never through the
 * gateway, which proxies only /api paths). `GET /internal/quotes/:id`: the quote as it
 * stands now (contracts `CurrentQuote`), for whatever bills or charges it — the invoice
 * made from it, the client's deposit — rather than a replica a moment behind. The caller
 * scopes it: the invoices service answers another owner's quote with 404.
 */
export function internalQuoteRoutes(db: Knex, identitySecret: string): Router<ServiceCallState> {
  const router = new Router<ServiceCallState>();
  router.get('/internal/quotes/:id', requireServiceCall(identitySecret), requireUuidParams('id'), async (ctx) => {
    const quote = await findQuoteById(db, ctx.params.id!);
    if (!quote) throw notFound('Quote not found');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await quoteSnapshot(db, quote);
  });
  return router;
}
