import type { QuoteReminderKind, ReminderSettings } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { findQuote } from '../quotes/repository.ts';
import type { QuoteRow } from '../quotes/rows.ts';

type Db = Knex | Knex.Transaction;

/** A sent or viewed quote the client has not answered, as the check sees it. */
export interface QuoteFollowUpCandidate {
  id: string;
  owner_id: string;
  sent_at: Date;
  /** The business's choice as business.updated carried it; null: the defaults. */
  reminders: ReminderSettings | null;
  sent_kinds: QuoteReminderKind[];
}

/** Quotes out with the client, unanswered, follow-ups not stopped, sent between the two instants. */
export async function findFollowUpCandidates(db: Db, sentFrom: Date, sentTo: Date): Promise<QuoteFollowUpCandidate[]> {
  return db('quotes as q')
    .leftJoin('businesses as b', 'b.owner_id', 'q.owner_id')
    .whereIn('q.status', ['sent', 'viewed'])
    .where('q.reminders_off', false)
    .whereNotNull('q.client_email')
    .whereBetween('q.sent_at', [sentFrom, sentTo])
    .select(
      'q.id',
      'q.owner_id',
      'q.sent_at',
      db.raw(`b.profile->'reminders' as reminders`),
      db.raw(`coalesce((select array_agg(r.kind) from quote_reminders r where r.quote_id = q.id), '{}') as sent_kinds`),
    );
}

/** The quote, locked until the follow-up's transaction ends, so it cannot be answered or stopped meanwhile. */
export async function lockQuote(trx: Knex.Transaction, ownerId: string, id: string): Promise<(QuoteRow & { reminders_off: boolean }) | null> {
  return findQuote(trx, ownerId, id, { lock: true }) as Promise<(QuoteRow & { reminders_off: boolean }) | null>;
}
