import type { EventEnvelope } from '@cobber/contracts';
import { applyBusinessEvent, eventConsumer, findBusiness, lockOwnerPricing, type Knex } from '@cobber/kit';
import { lockDraftQuotes } from '../quotes/repository.ts';
import { settle } from '../quotes/service.ts';
import { recordClient } from './clients.ts';
import { recordDepositPaid } from './deposit-paid.ts';
import { recordQuoteInvoice } from './invoices.ts';

/**
 * Draft quotes follow the business's GST setting: when it changes (or first arrives,
 * just after business setup) their totals are worked out again. A quote the client
 * has been sent keeps the price they saw.
 */
async function applyBusiness(db: Knex, raw: EventEnvelope): Promise<void> {
  const before = await findBusiness(db, raw.ownerId);
  await applyBusinessEvent(db, raw);
  const after = await findBusiness(db, raw.ownerId);
  if (before.applyGST === after.applyGST) return;
  await db.transaction(async (trx) => {
    await lockOwnerPricing(trx, raw.ownerId);
    for (const quote of await lockDraftQuotes(trx, raw.ownerId)) await settle(trx, quote, 'quote.updated');
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
  'payment.succeeded': recordDepositPaid,
});
