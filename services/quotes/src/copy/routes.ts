import { answerOnce, readIdempotencyKey, requireUuidParams, type IdempotencyState, type Knex, type OwnerContext, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { copyQuote } from './copy-quote.ts';

/**
 * `POST /api/quotes/:id/copy` (issue 17). An Idempotency-Key makes one copy however often
 * the phone sends it; the key is bound to the quote copied.
 */
export function copyQuoteRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.post('/api/quotes/:id/copy', requireUuidParams('id'), readIdempotencyKey(), async (ctx: OwnerContext<{ copyOf: string }> & { state: IdempotencyState }) => {
    ctx.state.body = { copyOf: ctx.params.id! };
    await answerOnce(ctx, db, async (trx) => ({ status: 201, body: await copyQuote(trx, ctx.state.owner.id, ctx.params.id!) }));
  });
  return router;
}
