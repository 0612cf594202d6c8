import type { EventEnvelope } from '@cobber/contracts';
import { eventConsumer, type Knex } from '@cobber/kit';
import { applyBusinessEvent, findBusiness, lockOwnerPricing } from '@cobber/documents';
import { lockDraftQuotesPricedOtherwise } from '../quotes/repository.ts';
import { settleIfRepriced } from '../quotes/service.ts';
import { recordClient } from './clients.ts';
import { recordDepositPaid } from './deposit-paid.ts';
import { recordQuoteInvoice } from './invoices.ts';

/**
 * Draft quotes follow the business's GST setting: when it changes (or first arrives, just
 * after business setup) the drafts priced with the other setting are worked out again.
 * Their GST is read from what they carry, not from the replica's change: a quote made
 * after the owner saved the setting was priced with it already (replica/business.ts) and
 * is left alone. A quote the client has been sent keeps the price they saw.
 */
async function applyBusiness(db: Knex, raw: EventEnvelope): Promise<void> {
  await applyBusinessEvent(db, raw);
  await db.transaction(async (trx) => {
    await lockOwnerPricing(trx, raw.ownerId);
    const { applyGST } = await findBusiness(trx, raw.ownerId);
    for (const quote of await lockDraftQuotesPricedOtherwise(trx, raw.ownerId, applyGST)) await settleIfRepriced(trx, quote);
  });
}

/**
 * What the quotes service consumes (consumer group `quotes`): each business's GST, whose
 * each client is, the invoice made from a quote and its money, and card deposits paid on a quote.
 */
export const quotesConsumer = eventConsumer<Knex>({
  'business.updated': applyBusiness,
  'client.upserted': recordClient,
  'invoice.created': recordQuoteInvoice,
  'invoice.updated': recordQuoteInvoice,
  'invoice.sent': recordQuoteInvoice,
  'invoice.paid': recordQuoteInvoice,
  'invoice.cancelled': recordQuoteInvoice,
  'payment.succeeded': recordDepositPaid,
});
