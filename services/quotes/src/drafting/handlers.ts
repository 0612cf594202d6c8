import type { Handlers, Knex } from '@cobber/kit';
import type { CurrentBusiness } from '../replica/business.ts';
import type { QuoteDrafter } from './drafter.ts';
import { draftQuote } from './service.ts';

/** The drafting route's handler: the job notes in, the draft out. */
export function draftingHandlers(db: Knex, drafter: QuoteDrafter, currentBusiness: CurrentBusiness): Handlers<'quotes', 'draftQuote'> {
  return {
    async draftQuote(ctx) {
      ctx.body = await draftQuote(db, drafter, currentBusiness, ctx.state.owner, ctx.state.body.jobDescription);
    },
  };
}
