import { CreateClient, UpdateClient } from '@cobber/contracts';
import { requireUuidParams, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { changeClient, createClient, listClientsJson } from './service.ts';

export function clientRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.get('/api/clients', async (ctx) => {
    ctx.type = 'application/json';
    ctx.body = await listClientsJson(db, ctx.state.owner.id);
  });
  router.post('/api/clients', validateBody(CreateClient), async (ctx) => {
    ctx.status = 201;
    ctx.body = await createClient(db, ctx.state.owner.id, ctx.state.body);
  });
  router.patch('/api/clients/:id', requireUuidParams('id'), validateBody(UpdateClient), async (ctx) => {
    ctx.body = await changeClient(db, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
  });
  return router;
}
