import { SendInvoice } from '@cobber/contracts';
import { requireConfirmedEmail, requireUuidParams, sendOnce, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import type { Clock } from '../dates.ts';
import { sendInvoice } from './send-invoice.ts';
import type { Sending } from './sending.ts';

export function sendingRoutes(db: Knex, sending: Sending, clock: Clock): Router<OwnerState> {
  const router = new Router<OwnerState>();
  router.post('/api/invoices/:id/send', requireUuidParams('id'), requireConfirmedEmail(), validateBody(SendInvoice), async (ctx) => {
    const invoice = { table: 'invoices', id: ctx.params.id! };
    ctx.body = await sendOnce(db, ctx, invoice, () => sendInvoice(db, sending, clock, ctx.state.owner.id, ctx.params.id!, ctx.state.body));
  });
  return router;
}
