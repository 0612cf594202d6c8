import type { EventEnvelope } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { applyBusinessEvent } from './business-replica.ts';
import { applyQuoteEvent } from './quote-replica.ts';

/** What the invoices service consumes (consumer group `invoices`). */
export function invoicesConsumer(db: Knex) {
  return async (event: EventEnvelope): Promise<void> => {
    if (event.type === 'business.updated') await applyBusinessEvent(db, event);
    else if (event.type.startsWith('quote.')) await applyQuoteEvent(db, event);
  };
}
