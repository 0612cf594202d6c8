import { CreateReceipt, MarkInvoicePaid, SendReceipt, UpdateReceipt } from '@cobber/contracts';
import { badRequest, requireConfirmedEmail, requireUuidParams, SMS_NUMBER_MESSAGE, smsNumber, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import type Koa from 'koa';
import type { Clock } from '../dates.ts';
import type { Sending } from '../sending/sending.ts';
import { receiptHandlers } from './handlers.ts';

/**
 * A receipt's `clientPhone` is where an SMS receipt goes: only a number Cobber texts (an
 * Australian mobile), else 400 naming the field, before anything is recorded.
 */
const requireTextableNumber: Koa.Middleware = async (ctx, next) => {
  const phone = (ctx.state.body as { clientPhone?: string | null }).clientPhone;
  if (phone && !smsNumber(phone)) throw badRequest(SMS_NUMBER_MESSAGE, { clientPhone: SMS_NUMBER_MESSAGE });
  await next();
};

/** The receipt calls but for the list (receipt-list/), and mark-paid from the invoice calls (it answers the receipt). */
export function receiptRoutes(db: Knex, sending: Sending, clock: Clock): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const handle = receiptHandlers(db, sending, clock);
  const id = requireUuidParams('id');
  router.post('/api/receipts', validateBody(CreateReceipt), requireTextableNumber, handle.create);
  router.patch('/api/receipts/:id', id, validateBody(UpdateReceipt), requireTextableNumber, handle.update);
  router.post('/api/invoices/:id/mark-paid', id, validateBody(MarkInvoicePaid), requireTextableNumber, handle.markInvoicePaid);
  router.post('/api/receipts/:id/send', id, requireConfirmedEmail(), validateBody(SendReceipt), handle.send);
  router.get('/api/receipts/:id/download', id, handle.download);
  return router;
}
