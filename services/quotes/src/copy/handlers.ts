import { answerOnce, type Handlers, type Knex } from '@cobber/kit';
import type { CurrentBusiness } from '../replica/business.ts';
import { copyQuote } from './copy-quote.ts';

/** The copy route's handler: the copy is priced with the business's GST as saved a moment ago. */
export function copyHandlers(db: Knex, currentBusiness: CurrentBusiness): Handlers<'quotes', 'copyQuote'> {
  return {
    /** One copy per Idempotency-Key, however often the phone sends it: the key is bound to the quote copied (kit answerOnce). */
    async copyQuote(ctx) {
      // The route takes no body: the quote copied stands for it, so one key cannot copy two quotes.
      Object.assign(ctx.state, { body: { copyOf: ctx.params.id! } });
      await currentBusiness(ctx.state.owner);
      await answerOnce(ctx, db, async (trx) => ({ status: 201, body: await copyQuote(trx, ctx.state.owner.id, ctx.params.id!) }));
    },
  };
}
