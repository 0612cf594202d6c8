import { CreateBusiness, UpdateBusiness } from '@cobber/contracts';
import { requireUuidParams, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { businessHandlers } from './handlers.ts';

/** Spec §7 "Business". */
export function businessRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = businessHandlers(db);
  router.get('/api/business', handle.read);
  router.post('/api/business', validateBody(CreateBusiness), handle.create);
  router.patch('/api/business/:id', requireUuidParams('id'), validateBody(UpdateBusiness), handle.update);
  return router;
}
