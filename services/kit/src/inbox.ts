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

/**
 * `consumeOnce` for many events in one transaction: the inbox ids go in with one insert,
 * and the effect runs, in order, for the events not seen before. All or nothing: a
 * failing effect rolls the whole batch back. Answers how many were new.
 */
export async function consumeBatchOnce(
  db: Knex,
  events: EventEnvelope[],
  effect: (trx: Knex.Transaction, event: EventEnvelope) => Promise<void>,
): Promise<number> {
  if (events.length === 0) return 0;
  return db.transaction(async (trx) => {
    const inserted: { event_id: string }[] = await trx('inbox')
      .insert(events.map((event) => ({ event_id: event.id, type: event.type })))
      .onConflict('event_id')
      .ignore()
      .returning('event_id');
    const fresh = new Set(inserted.map((row) => row.event_id));
    for (const event of events) {
      if (!fresh.delete(event.id)) continue;
      await effect(trx, event);
    }
    return inserted.length;
  });
}
