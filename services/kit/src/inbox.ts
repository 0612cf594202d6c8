import type { EventEnvelope } from '@cobber/contracts';
import type { Knex } from './database.ts';

/**
 * Applies an event's effect at most once: the event id is recorded in the inbox in the
 * same transaction as the effect, so a redelivered event changes nothing.
 * Answers false when the event had already been applied.
 */
export async function consumeOnce(
  db: Knex,
  event: EventEnvelope,
  effect: (trx: Knex.Transaction) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const inserted = await trx('inbox')
      .insert({ event_id: event.id, type: event.type })
      .onConflict('event_id')
      .ignore()
      .returning('event_id');
    if (inserted.length === 0) return false;
    await effect(trx);
    return true;
  });
}
