import { CreateBusiness, UpdateBusiness } from '@cobber/contracts';
import { requireUuidParams, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { changeBusiness, createBusiness, getBusiness } from './service.ts';

export function businessRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.get('/api/business', async (ctx) => {
    ctx.body = await getBusiness(db, ctx.state.owner.id);
  });
  router.post('/api/business', validateBody(CreateBusiness), async (ctx) => {
    ctx.status = 201;
    ctx.body = await createBusiness(db, ctx.state.owner.id, ctx.state.body);
  });
  router.patch('/api/business/:id', requireUuidParams('id'), validateBody(UpdateBusiness), async (ctx) => {
    ctx.body = await changeBusiness(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
  });
  return router;
}
