import { requireConfirmedEmail, requireUuidParams, sendOnce, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { sendQuote, type QuoteSending } from './send-quote.ts';

export function sendingRoutes(db: Knex, sending: QuoteSending): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.post('/api/quotes/:id/send', requireUuidParams('id'), requireConfirmedEmail(), async (ctx) => {
    // A retry mails nothing twice; what the client reads moves the revision on.
    const quote = { table: 'quotes', id: ctx.params.id!, versionColumn: 'revision' };
    ctx.body = await sendOnce(db, ctx, quote, () => sendQuote(db, sending, ctx.state.owner.id, ctx.params.id!));
  });
  return router;
}
