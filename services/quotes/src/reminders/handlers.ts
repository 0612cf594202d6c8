import type { Handlers, Knex } from '@cobber/kit';
import { changeQuoteFollowUps, quoteFollowUps } from './service.ts';

/** The quote's follow-ups: what went to the client, and the owner's stop. */
export function reminderHandlers(db: Knex): Handlers<'quotes', 'readQuoteReminders' | 'changeQuoteReminders'> {
  return {
    async readQuoteReminders(ctx) {
      ctx.body = await quoteFollowUps(db, ctx.state.owner.id, ctx.params.id!);
    },
    async changeQuoteReminders(ctx) {
      ctx.body = await changeQuoteFollowUps(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body.remindersOff);
    },
  };
}
