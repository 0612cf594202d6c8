import type { Knex } from '@cobber/kit';

/** Records a Stripe event by its id; false when it was recorded before (Stripe sends some twice). */
export async function recordStripeEvent(trx: Knex.Transaction, event: { id: string; type: string }): Promise<boolean> {
  const fresh = await trx('stripe_events').insert({ id: event.id, type: event.type }).onConflict('id').ignore().returning('id');
  return fresh.length > 0;
}
