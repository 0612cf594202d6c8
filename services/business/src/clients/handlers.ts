import type { CreateClient, UpdateClient } from '@cobber/contracts';
import { answerOnce, type IdempotencyState, type Knex, type OwnerContext } from '@cobber/kit';
import { changeClient, createClient } from './service.ts';

/** The client routes' handlers: the validated request in, one service call, the answer out. */
export function clientHandlers(db: Knex) {
  return {
    /** Once per Idempotency-Key: a repeat answers the first answer. */
    async create(ctx: OwnerContext<CreateClient> & { state: IdempotencyState }) {
      await answerOnce(ctx, db, async (trx) => ({ status: 201, body: await createClient(trx, ctx.state.owner.id, ctx.state.body) }));
    },
    async update(ctx: OwnerContext<UpdateClient>) {
      ctx.body = await changeClient(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
  };
}
