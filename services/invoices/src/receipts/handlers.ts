import { badRequest, notFound, type Handlers, type Knex, type RouteContext, type RouteHandler, type Clock } from '@cobber/kit';
import { SMS_NUMBER_MESSAGE, sendToClient, smsNumber } from '@cobber/documents';
import { receiptPdf, receiptSend } from '../sending/send-receipt.ts';
import type { Sending } from '../sending/sending.ts';
import { findReceipt, findSentReceiptById } from './repository.ts';
import type { ReceiptRow } from './rows.ts';
import { createReceipt, markInvoicePaid } from './service.ts';
import { updateReceipt } from './update.ts';

type ReceiptRoute = 'createReceipt' | 'changeReceipt' | 'markInvoicePaid' | 'sendReceipt' | 'downloadReceipt' | 'publicReceiptDownload';

/**
 * A receipt's `clientPhone` is where an SMS receipt goes: only a number Cobber texts (an
 * Australian mobile), else 400 naming the field, before anything is recorded.
 */
const requireTextableNumber: RouteHandler<'invoices', 'createReceipt' | 'changeReceipt' | 'markInvoicePaid'> = async (ctx, next) => {
  const phone = ctx.state.body.clientPhone;
  if (phone && !smsNumber(phone)) throw badRequest(SMS_NUMBER_MESSAGE, { clientPhone: SMS_NUMBER_MESSAGE });
  await next();
};

/** Answers a receipt's PDF to open in a tab ("opens the PDF in a new tab"). */
async function answerReceiptPdf(ctx: RouteContext<'invoices', 'downloadReceipt' | 'publicReceiptDownload'>, db: Knex, sending: Sending, row: ReceiptRow | null): Promise<void> {
  if (!row) throw notFound('Receipt not found');
  const { filename, pdf } = await receiptPdf(db, sending, row);
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `inline; filename="${filename}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = Buffer.from(pdf);
}

/**
 * The receipt calls but for the list (receipt-list/), mark-paid from the invoice calls (it
 * answers the receipt), and a sent receipt's link: the validated request in, one service
 * call, the answer out.
 */
export function receiptHandlers(db: Knex, sending: Sending, clock: Clock): Handlers<'invoices', ReceiptRoute> {
  return {
    createReceipt: [
      requireTextableNumber,
      async (ctx) => {
        ctx.status = 201;
        ctx.body = await createReceipt(db, clock, ctx.state.owner.id, ctx.state.body);
      },
    ],
    changeReceipt: [
      requireTextableNumber,
      async (ctx) => {
        ctx.body = await updateReceipt(db, clock, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
      },
    ],
    markInvoicePaid: [
      requireTextableNumber,
      async (ctx) => {
        ctx.status = 201;
        ctx.body = await markInvoicePaid(db, clock, ctx.state.owner.id, ctx.params.id!, ctx.state.body);
      },
    ],
    /** The documents package runs the whole send, once, from the receipt's plan. */
    async sendReceipt(ctx) {
      ctx.body = await sendToClient(db, ctx, sending, receiptSend(sending, ctx.state.owner.id, ctx.params.id!, ctx.state.body));
    },
    async downloadReceipt(ctx) {
      await answerReceiptPdf(ctx, db, sending, await findReceipt(db, ctx.state.owner.id, ctx.params.id!));
    },
    /** The link in a sent receipt: the id is an unguessable UUID, as for a public invoice; 404 until it is sent. */
    async publicReceiptDownload(ctx) {
      await answerReceiptPdf(ctx, db, sending, await findSentReceiptById(db, ctx.params.id!));
    },
  };
}
