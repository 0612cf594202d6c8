import { type Handlers, type Knex } from '@cobber/kit';
import { changeDocumentFollowUps, documentFollowUps } from '@cobber/documents';
import { QUOTE_FOLLOW_UPS } from './service.ts';

/** The quote's follow-ups: what went to the client, and the owner's stop. */
export function reminderHandlers(db: Knex): Handlers<'quotes', 'readQuoteReminders' | 'changeQuoteReminders'> {
  return {
    async readQuoteReminders(ctx) {
      ctx.body = await documentFollowUps(db, QUOTE_FOLLOW_UPS, ctx.state.owner.id, ctx.params.id!);
    },
    async changeQuoteReminders(ctx) {
      ctx.body = await changeDocumentFollowUps(db, QUOTE_FOLLOW_UPS, ctx.state.owner.id, ctx.params.id!, ctx.state.body.remindersOff);
    },
  };
}
