import { ClientListQuery } from '@cobber/contracts';
import { validateQuery, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import { clientListHandlers } from './handlers.ts';

/** `GET /api/clients` (spec §7 "Clients"), a page at a time when asked (issue 11). */
export function clientListRoutes(db: Knex): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.get('/api/clients', validateQuery(ClientListQuery), clientListHandlers(db).list);
  return router;
}
