import type { Handlers, Knex } from '@cobber/kit';
import type { CurrentBusiness } from '../replica/business.ts';
import { draftOptions } from './draft.ts';
import { addOption, removeOption, renameOption } from './service.ts';

type OptionRoute = 'addQuoteOption' | 'renameQuoteOption' | 'removeQuoteOption' | 'draftQuoteOptions';

/** The owner's options on a quote, named or drafted from the price book; each prices the quote again, so the business is brought up to date first. */
export function optionHandlers(db: Knex, currentBusiness: CurrentBusiness): Handlers<'quotes', OptionRoute> {
  return {
    async addQuoteOption(ctx) {
      await currentBusiness(ctx.state.owner);
      ctx.status = 201;
      ctx.body = await addOption(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
    async renameQuoteOption(ctx) {
      await currentBusiness(ctx.state.owner);
      ctx.body = await renameOption(db, ctx.state.owner.id, ctx.params.id!, ctx.params.optionId!, ctx.state.body);
    },
    async removeQuoteOption(ctx) {
      await currentBusiness(ctx.state.owner);
      await removeOption(db, ctx.state.owner.id, ctx.params.id!, ctx.params.optionId!);
      ctx.status = 204;
    },
    async draftQuoteOptions(ctx) {
      await currentBusiness(ctx.state.owner);
      ctx.status = 201;
      ctx.body = await draftOptions(db, ctx.state.owner.id, ctx.params.id!);
    },
  };
}
