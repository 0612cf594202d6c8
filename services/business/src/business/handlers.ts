import type { CreateBusiness, UpdateBusiness } from '@cobber/contracts';
import type { Knex, OwnerContext } from '@cobber/kit';
import { changeBusiness, createBusiness, getBusiness } from './service.ts';

/** The business routes' handlers: the validated request in, one service call, the answer out. */
export function businessHandlers(db: Knex) {
  return {
    async read(ctx: OwnerContext) {
      ctx.body = await getBusiness(db, ctx.state.owner.id);
    },
    async create(ctx: OwnerContext<CreateBusiness>) {
      ctx.status = 201;
      ctx.body = await createBusiness(db, ctx.state.owner.id, ctx.state.body);
    },
    async update(ctx: OwnerContext<UpdateBusiness>) {
      ctx.body = await changeBusiness(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
  };
}
