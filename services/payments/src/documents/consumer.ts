import type { EventEnvelope } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { applyBusinessEvent, applyDocumentEvent } from './replica.ts';

/**
 * What the payments service consumes (consumer group `payments`): the documents deposits
 * are paid on, and the time zone of each business.
 */
export function paymentsConsumer(db: Knex) {
  return async (event: EventEnvelope): Promise<void> => {
    if (event.type.startsWith('quote.') || event.type.startsWith('invoice.')) await applyDocumentEvent(db, event);
    else if (event.type === 'business.updated') await applyBusinessEvent(db, event);
  };
}
