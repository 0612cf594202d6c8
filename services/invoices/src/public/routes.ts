import { requireUuidParams, type Knex } from '@cobber/kit';
import Router from '@koa/router';
import type { Clock } from '../dates.ts';
import { receiptHandlers } from '../receipts/handlers.ts';
import type { Sending } from '../sending/sending.ts';
import { publicInvoiceHandlers } from './handlers.ts';

/** The public calls: what a client reaches from an emailed or texted link, signed out. */
export function publicInvoiceRoutes(db: Knex, sending: Sending, clock: Clock): Router {
  const router = new Router();
  const invoices = publicInvoiceHandlers(db, sending.publicUrl, clock);
  const receipts = receiptHandlers(db, sending, clock);
  const id = requireUuidParams('id');
  router.get('/api/invoices/:id/public', id, invoices.read);
  router.get('/api/invoices/:id/items/public', id, invoices.items);
  router.get('/api/receipts/:id/public/download', id, receipts.publicDownload);
  return router;
}
