import type { Handlers, Knex } from '@cobber/kit';
import type { QuoteSending } from '../sending/send-quote.ts';
import { variationsForBilling } from './service.ts';

type VariationRoute = 'quoteVariations';

/** A job's variations: the owner's routes, and what the other services read to bill them. */
export function variationHandlers(db: Knex, _sending: QuoteSending): Handlers<'quotes', VariationRoute> {
  return {
    async quoteVariations(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await variationsForBilling(db, ctx.params.id!);
    },
  };
}
