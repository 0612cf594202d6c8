import { CreateReceipt, MarkInvoicePaid, SendReceipt } from '@cobber/contracts';
import { badRequest, notFound, requireConfirmedEmail, requireUuidParams, sendOnce, SMS_NUMBER_MESSAGE, smsNumber, validateBody, type Knex, type OwnerState } from '@cobber/kit';
import Router from '@koa/router';
import type Koa from 'koa';
import type { Clock } from '../dates.ts';
import { receiptPdf, sendReceipt } from '../sending/send-receipt.ts';
import type { Sending } from '../sending/sending.ts';
import type { ReceiptRow } from './rows.ts';
import { findReceipt } from './repository.ts';
import { createReceipt, listReceipts, markInvoicePaid } from './service.ts';

/** Answers a receipt's PDF to open in a tab (spec §7: "opens the PDF in a new tab"). */
export async function answerReceiptPdf(ctx: Koa.Context, db: Knex, sending: Sending, row: ReceiptRow): Promise<void> {
  const { filename, pdf } = await receiptPdf(db, sending, row);
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `inline; filename="${filename}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = Buffer.from(pdf);
}

/**
 * A receipt's `clientPhone` is where an SMS receipt goes: only a number Cobber texts (an
 * Australian mobile), else 400 naming the field, before anything is recorded.
 */
const requireTextableNumber: Koa.Middleware = async (ctx, next) => {
  const phone = (ctx.state.body as { clientPhone?: string | null }).clientPhone;
  if (phone && !smsNumber(phone)) throw badRequest(SMS_NUMBER_MESSAGE, { clientPhone: SMS_NUMBER_MESSAGE });
  await next();
};

/** Spec §7 "Receipts", and mark-paid from "Invoices" (it answers the receipt). */
export function receiptRoutes(db: Knex, sending: Sending, clock: Clock): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const id = requireUuidParams('id');
  router.get('/api/receipts', async (ctx) => {
    ctx.body = await listReceipts(db, ctx.state.owner.id);
  });
  router.post('/api/receipts', validateBody(CreateReceipt), requireTextableNumber, async (ctx) => {
    ctx.status = 201;
    ctx.body = await createReceipt(db, clock, ctx.state.owner.id, ctx.state.body);
  });
  router.post('/api/invoices/:id/mark-paid', id, validateBody(MarkInvoicePaid), requireTextableNumber, async (ctx) => {
    ctx.status = 201;
    ctx.body = await markInvoicePaid(db, clock, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
  });
  router.post('/api/receipts/:id/send', id, requireConfirmedEmail(), validateBody(SendReceipt), async (ctx) => {
    // A receipt never changes: only the same request moments ago is the same send.
    const receipt = { table: 'receipts', id: ctx.params.id!, versionColumn: null };
    ctx.body = await sendOnce(db, ctx, receipt, () => sendReceipt(db, sending, ctx.state.owner.id, ctx.params.id!, ctx.state.body));
  });
  router.get('/api/receipts/:id/download', id, async (ctx) => {
    const row = await findReceipt(db, ctx.state.owner.id, ctx.params.id!);
    if (!row) throw notFound('Receipt not found');
    await answerReceiptPdf(ctx as unknown as Koa.Context, db, sending, row);
  });
  return router;
}
