import type { Handlers, Knex, RouteHandler } from '@cobber/kit';
import { sendToClient } from '@cobber/documents';
import { answeringClient } from '../public/client.ts';
import type { QuoteSending } from '../sending/send-quote.ts';
import { answerVariation, publicVariation } from './public.ts';
import { variationSend } from './send.ts';
import { changeVariation, createVariation, ownerVariation, quoteVariations, removeVariation, variationsForBilling } from './service.ts';

type VariationRoute =
  | 'listVariations'
  | 'createVariation'
  | 'readVariation'
  | 'changeVariation'
  | 'removeVariation'
  | 'sendVariation'
  | 'publicVariation'
  | 'approveVariation'
  | 'rejectVariation'
  | 'quoteVariations';

/** A job's variations: the owner's routes, the client's page and answer, and what the other services read to bill them. */
export function variationHandlers(db: Knex, sending: QuoteSending): Handlers<'quotes', VariationRoute> {
  const answer = <N extends 'approveVariation' | 'rejectVariation'>(given: 'approved' | 'rejected'): RouteHandler<'quotes', N> => async (ctx) => {
    ctx.body = await answerVariation(db, ctx.params.id!, given, { ...ctx.state.body, ...answeringClient(ctx) });
  };
  return {
    async listVariations(ctx) {
      ctx.body = await quoteVariations(db, ctx.state.owner, ctx.params.id!);
    },
    async createVariation(ctx) {
      ctx.status = 201;
      ctx.body = await createVariation(db, ctx.state.owner, ctx.params.id!, ctx.state.body);
    },
    async readVariation(ctx) {
      ctx.body = await ownerVariation(db, ctx.state.owner, ctx.params.id!);
    },
    async changeVariation(ctx) {
      ctx.body = await changeVariation(db, ctx.state.owner, ctx.params.id!, ctx.state.body);
    },
    async removeVariation(ctx) {
      await removeVariation(db, ctx.state.owner, ctx.params.id!);
      ctx.status = 204;
    },
    /** The documents package runs the whole send, once, from the variation's plan. */
    async sendVariation(ctx) {
      ctx.body = await sendToClient(db, ctx, sending, variationSend(sending, ctx.state.owner, ctx.params.id!, ctx.state.body));
    },
    async publicVariation(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await publicVariation(db, ctx.params.id!);
    },
    approveVariation: answer('approved'),
    rejectVariation: answer('rejected'),
    async quoteVariations(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await variationsForBilling(db, ctx.params.id!);
    },
  };
}
