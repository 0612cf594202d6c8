import { answerOnce, type IdempotencyState, type Knex, type OwnerContext } from '@cobber/kit';
import type { CurrentBusiness } from '../replica/business.ts';
import { copyQuote } from './copy-quote.ts';

/** The copy route's handler: the copy is priced with the business's GST as saved a moment ago. */
export function copyHandlers(db: Knex, currentBusiness: CurrentBusiness) {
  return {
    /** One copy per Idempotency-Key, bound to the quote copied (kit answerOnce). */
    async copyQuote(ctx: OwnerContext<{ copyOf: string }> & { state: IdempotencyState }) {
      ctx.state.body = { copyOf: ctx.params.id! };
      await currentBusiness(ctx.state.owner);
      await answerOnce(ctx, db, async (trx) => ({ status: 201, body: await copyQuote(trx, ctx.state.owner.id, ctx.params.id!) }));
    },
  };
}
