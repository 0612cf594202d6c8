import type { EventEnvelope } from '@cobber/contracts';
import { applyBusinessEvent, type Knex } from '@cobber/kit';
import { receiptDeposit } from '../receipts/deposit-receipt.ts';
import type { Sending } from '../sending/sending.ts';
import { applyQuoteEvent } from './quote-replica.ts';

/** What the invoices service consumes (consumer group `invoices`). */
export function invoicesConsumer(db: Knex, sending: Sending) {
  return async (event: EventEnvelope): Promise<void> => {
    if (event.type === 'business.updated') await applyBusinessEvent(db, event);
    else if (event.type.startsWith('quote.')) await applyQuoteEvent(db, event);
    else if (event.type === 'payment.succeeded') await receiptDeposit(db, sending, event);
  };
}
