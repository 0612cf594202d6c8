import type { AnswerQuote, ApproveQuote } from '@cobber/contracts';
import type { Knex, PublicContext } from '@cobber/kit';
import { answerQuote, markViewed } from '../quotes/status.ts';
import { answeringClient } from './client.ts';
import { publicQuote } from './service.ts';

/** The public quote routes' handlers: no sign-in, an unguessable id. */
export function publicQuoteHandlers(db: Knex) {
  return {
    async read(ctx: PublicContext) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await publicQuote(db, ctx.params.id!);
    },
    async view(ctx: PublicContext) {
      ctx.body = await markViewed(db, ctx.params.id!);
    },
    /** The client accepts or declines the revision their page showed. */
    answer: (answer: 'approved' | 'rejected') => async (ctx: PublicContext<AnswerQuote | ApproveQuote>) => {
      const quote = await answerQuote(db, ctx.params.id!, answer, { ...ctx.state.body, ...answeringClient(ctx) });
      ctx.body = { status: quote.status };
    },
  };
}
