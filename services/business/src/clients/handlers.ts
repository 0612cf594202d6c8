import { answerOnce, type Handlers, type Knex } from '@cobber/kit';
import { changeClient, createClient } from './service.ts';

/** The client routes' handlers: the validated request in, one service call, the answer out. */
export function clientHandlers(db: Knex): Handlers<'business', 'createClient' | 'changeClient'> {
  return {
    /** Once per Idempotency-Key (a client made offline, sent once): a repeat answers the first answer. */
    async createClient(ctx) {
      await answerOnce(ctx, db, async (trx) => ({ status: 201, body: await createClient(trx, ctx.state.owner.id, ctx.state.body) }));
    },
    async changeClient(ctx) {
      ctx.body = await changeClient(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
    },
  };
}
