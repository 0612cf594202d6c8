import type { Knex } from '@cobber/kit';
import type { QuoteRow } from '../quotes/rows.ts';

type Db = Knex | Knex.Transaction;

/** Only a quote out with the client and unanswered expires (never a draft, an approved or a declined one). */
export const EXPIRING_STATUSES = ['sent', 'viewed'] as const;

/** A quote awaiting an answer whose last day may have passed, with its business's time zone. */
export interface ExpiryCandidate {
  id: string;
  valid_until: string;
  time_zone: string | null;
}

/**
 * Quotes awaiting an answer whose last day is before `before` (a day after UTC's today, so
 * every Australian today is covered); the owner's only when one is named.
 */
export async function findExpiryCandidates(db: Db, before: string, ownerId: string | null): Promise<ExpiryCandidate[]> {
  const query = db('quotes as q')
    .leftJoin('businesses as b', 'b.owner_id', 'q.owner_id')
    .whereIn('q.status', EXPIRING_STATUSES)
    .where('q.valid_until', '<', before)
    .select('q.id', 'q.valid_until', 'b.time_zone');
  if (ownerId) query.where('q.owner_id', ownerId);
  return query;
}

/**
 * Marks the quote expired if it still awaits an answer with this last day (another
 * instance, or the client's answer, may have got there first): answers it, or null when
 * this call did not.
 */
export async function markExpired(trx: Knex.Transaction, id: string, validUntil: string): Promise<QuoteRow | null> {
  const [row] = await trx('quotes')
    .where({ id, valid_until: validUntil })
    .whereIn('status', EXPIRING_STATUSES)
    .update({ status: 'expired', expired_from: trx.ref('status'), updated_at: trx.fn.now() })
    .returning('*');
  return (row as QuoteRow | undefined) ?? null;
}

/** Records the business's day the client asked for an updated quote, once that day: whether this call did. */
export async function claimUpdateRequest(trx: Knex.Transaction, id: string, day: string): Promise<boolean> {
  const updated = await trx('quotes')
    .where({ id, status: 'expired' })
    .where((query) => query.whereNull('update_requested_on').orWhereNot('update_requested_on', day))
    .update({ update_requested_on: day });
  return updated > 0;
}
