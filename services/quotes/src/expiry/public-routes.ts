import { requireUuidParams, type Knex, type PublicContext } from '@cobber/kit';
import Router from '@koa/router';
import { requestUpdatedQuote } from './request-update.ts';

/** The client's side of an expired quote, signed out like the rest of its page (the gateway's public limits apply). */
export function expiredQuotePublicRoutes(db: Knex): Router {
  const router = new Router();
  router.post('/api/quotes/:id/public/request-update', requireUuidParams('id'), async (ctx: PublicContext) => {
    ctx.body = await requestUpdatedQuote(db, ctx.params.id!);
  });
  return router;
}
