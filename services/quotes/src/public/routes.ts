import { AnswerQuote } from '@cobber/contracts';
import { requireUuidParams, validateBody, type Knex } from '@cobber/kit';
import Router from '@koa/router';
import { answerQuote, markViewed } from '../quotes/status.ts';
import { answeringClient } from './client.ts';
import { publicQuote } from './service.ts';

/** Spec §7 "Public": what a client reaches from the emailed link, signed out. */
export function publicQuoteRoutes(db: Knex): Router {
  const router = new Router();
  const id = requireUuidParams('id');
  router.get('/api/quotes/:id/public', id, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await publicQuote(db, ctx.params.id!);
  });
  router.patch('/api/quotes/:id/public/view', id, async (ctx) => {
    ctx.body = await markViewed(db, ctx.params.id!);
  });
  for (const [path, answer] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    router.patch(`/api/quotes/:id/public/${path}`, id, validateBody(AnswerQuote), async (ctx) => {
      const { revision } = ctx.state.body as AnswerQuote;
      const quote = await answerQuote(db, ctx.params.id!, answer, { revision, ...answeringClient(ctx) });
      ctx.body = { status: quote.status };
    });
  }
  return router;
}
