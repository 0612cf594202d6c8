import { CreateClient, UpdateClient } from '@cobber/contracts';
import { readIdempotencyKey, requireUuidParams, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { clientHandlers } from './handlers.ts';

/** Spec §7 "Clients" but for the list (client-list/); a new client may carry an Idempotency-Key (made offline, sent once). */
export function clientRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = clientHandlers(db);
  router.post('/api/clients', readIdempotencyKey(), validateBody(CreateClient), handle.create);
  router.patch('/api/clients/:id', requireUuidParams('id'), validateBody(UpdateClient), handle.update);
  return router;
}
