import { CreateBusiness, UpdateBusiness } from '@cobber/contracts';
import { requireUuidParams, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { keepSignInAddress } from '../notifications/sign-in-address.ts';
import { businessHandlers } from './handlers.ts';

/** Spec §7 "Business". */
export function businessRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = businessHandlers(db);
  // Every screen reads the business first: where the owner's sign-in address is learnt (issue 17).
  const address = keepSignInAddress(db);
  router.get('/api/business', address, handle.read);
  router.post('/api/business', address, validateBody(CreateBusiness), handle.create);
  router.patch('/api/business/:id', address, requireUuidParams('id'), validateBody(UpdateBusiness), handle.update);
  return router;
}
