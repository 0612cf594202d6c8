import { requireConfirmedEmail, requireUuidParams, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { sendQuote, type QuoteSending } from './send-quote.ts';

export function sendingRoutes(db: Knex, sending: QuoteSending): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.post('/api/quotes/:id/send', requireUuidParams('id'), requireConfirmedEmail(), async (ctx) => {
    ctx.body = await sendQuote(db, sending, ctx.state.owner.id, ctx.params.id!);
  });
  return router;
}
