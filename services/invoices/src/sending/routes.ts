import { SendInvoice } from '@cobber/contracts';
import { requireConfirmedEmail, requireUuidParams, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import type { Clock } from '../dates.ts';
import { sendingHandlers } from './handlers.ts';
import type { Sending } from './sending.ts';

/** `POST /api/invoices/:id/send`. */
export function sendingRoutes(db: Knex, sending: Sending, clock: Clock): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = sendingHandlers(db, sending, clock);
  router.post('/api/invoices/:id/send', requireUuidParams('id'), requireConfirmedEmail(), validateBody(SendInvoice), handle.sendInvoice);
  return router;
}
