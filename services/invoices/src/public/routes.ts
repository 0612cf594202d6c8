import { notFound, requireUuidParams, type Knex } from '@cobber/kit';
import Router from '@koa/router';
import type Koa from 'koa';
import type { Clock } from '../dates.ts';
import { answerReceiptPdf } from '../receipts/routes.ts';
import { findReceiptById } from '../receipts/repository.ts';
import type { Sending } from '../sending/sending.ts';
import { publicInvoice, publicInvoiceItems } from './service.ts';

/** Spec §7 "Public": what a client reaches from an emailed or texted link, signed out. */
export function publicInvoiceRoutes(db: Knex, sending: Sending, clock: Clock): Router {
  const router = new Router();
  const id = requireUuidParams('id');
  router.get('/api/invoices/:id/public', id, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await publicInvoice(db, clock, ctx.params.id!);
  });
  router.get('/api/invoices/:id/items/public', id, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await publicInvoiceItems(db, ctx.params.id!);
  });
  // The link in a texted receipt: the id is an unguessable UUID, as for a public invoice.
  router.get('/api/receipts/:id/public/download', id, async (ctx) => {
    const row = await findReceiptById(db, ctx.params.id!);
    if (!row) throw notFound('Receipt not found');
    await answerReceiptPdf(ctx as unknown as Koa.Context, db, sending, row);
  });
  return router;
}
