import { parseEvent, type EventData, type EventEnvelope } from '@cobber/contracts';
import { applyBusinessEvent, consumeOnce, findBusiness, lockOwnerPricing, type Knex } from '@cobber/kit';
import { emitQuoteEvent } from '../quotes/events.ts';
import type { QuoteRow } from '../quotes/rows.ts';
import { settle } from '../quotes/service.ts';
import { recordClient } from './clients.ts';
import { recordDepositPaid } from './deposit-paid.ts';

/** An invoice made from a quote links it: the quote gets its invoiceId. */
async function linkInvoice(db: Knex, raw: EventEnvelope): Promise<void> {
  const invoice = parseEvent(raw).data as EventData<'invoice.created'>;
  if (!invoice.quoteId) return;
  await consumeOnce(db, raw, async (trx) => {
    const [quote] = await trx('quotes')
      .where({ id: invoice.quoteId, owner_id: invoice.ownerId })
      .update({ invoice_id: invoice.id, updated_at: trx.fn.now() })
      .returning('*');
    if (quote) await emitQuoteEvent(trx, 'quote.updated', quote as QuoteRow);
  });
}

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
    const drafts: QuoteRow[] = await trx('quotes').where({ owner_id: raw.ownerId, status: 'draft' }).forUpdate();
    for (const quote of drafts) await settle(trx, quote, 'quote.updated');
  });
}

/** What the quotes service consumes (consumer group `quotes`). */
export function quotesConsumer(db: Knex) {
  return async (event: EventEnvelope): Promise<void> => {
    if (event.type === 'business.updated') await applyBusiness(db, event);
    else if (event.type === 'client.upserted') await recordClient(db, event);
    else if (event.type === 'invoice.created') await linkInvoice(db, event);
    else if (event.type === 'payment.succeeded') await recordDepositPaid(db, event);
  };
}
