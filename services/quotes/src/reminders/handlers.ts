import type { ChangeDocumentReminders } from '@cobber/contracts';
import type { Knex, OwnerContext } from '@cobber/kit';
import { changeQuoteFollowUps, quoteFollowUps } from './service.ts';

/** The quote's follow-ups: what went to the client, and the owner's stop. */
export function reminderHandlers(db: Knex) {
  return {
    async read(ctx: OwnerContext) {
      ctx.body = await quoteFollowUps(db, ctx.state.owner.id, ctx.params.id!);
    },
    async change(ctx: OwnerContext<ChangeDocumentReminders>) {
      ctx.body = await changeQuoteFollowUps(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body.remindersOff);
    },
  };
}
