import type { Handlers, Knex } from '@cobber/kit';
import { keepSignInAddress } from '../notifications/sign-in-address.ts';
import { changeBusiness, createBusiness, getBusiness } from './service.ts';

/**
 * The business routes' handlers: the validated request in, one service call, the answer
 * out. Every screen reads the business first, so these calls are where the owner's
 * sign-in address is learnt.
 */
export function businessHandlers(db: Knex): Handlers<'business', 'readBusiness' | 'createBusiness' | 'changeBusiness'> {
  const address = keepSignInAddress(db);
  return {
    readBusiness: [
      address,
      async (ctx) => {
        ctx.body = await getBusiness(db, ctx.state.owner.id);
      },
    ],
    createBusiness: [
      address,
      async (ctx) => {
        ctx.status = 201;
        ctx.body = await createBusiness(db, ctx.state.owner.id, ctx.state.body);
      },
    ],
    changeBusiness: [
      address,
      async (ctx) => {
        ctx.body = await changeBusiness(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
      },
    ],
  };
}
