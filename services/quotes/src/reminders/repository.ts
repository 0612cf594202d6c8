import type { QuoteReminderKind, ReminderSettings, SentReminder } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import { findQuote } from '../quotes/repository.ts';
import type { QuoteRow } from '../quotes/rows.ts';

type Db = Knex | Knex.Transaction;

/** A sent or viewed quote the client has not answered, as the check sees it. */
export interface FollowUpCandidate {
  id: string;
  owner_id: string;
  sent_at: Date;
  /** The business's choice as business.updated carried it; null: the defaults. */
  reminders: ReminderSettings | null;
  sent_kinds: QuoteReminderKind[];
}

/** Quotes out with the client, unanswered, follow-ups not stopped, sent between the two instants. */
export async function findFollowUpCandidates(db: Db, sentFrom: Date, sentTo: Date): Promise<FollowUpCandidate[]> {
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

/**
 * Claims the follow-up: its one row per quote and kind. Answers false when another
 * instance has it (the row exists, or another transaction is sending it and commits).
 */
export async function claimFollowUp(trx: Knex.Transaction, row: { quote_id: string; owner_id: string; kind: QuoteReminderKind; to_address: string }): Promise<boolean> {
  const inserted = await trx('quote_reminders').insert(row).onConflict(['quote_id', 'kind']).ignore().returning('quote_id');
  return inserted.length > 0;
}

export async function listSentFollowUps(db: Db, quoteId: string): Promise<SentReminder[]> {
  const rows: { kind: QuoteReminderKind; sent_at: Date; to_address: string }[] = await db('quote_reminders')
    .where('quote_id', quoteId)
    .orderBy('sent_at')
    .select('kind', 'sent_at', 'to_address');
  return rows.map((row) => ({ kind: row.kind, sentAt: row.sent_at.toISOString(), to: row.to_address }));
}

export async function setFollowUpsOff(db: Db, ownerId: string, id: string, off: boolean): Promise<boolean> {
  return (await db('quotes').where({ id, owner_id: ownerId }).update({ reminders_off: off })) > 0;
}

export async function findFollowUpsOff(db: Db, ownerId: string, id: string): Promise<boolean | null> {
  const row: { reminders_off: boolean } | undefined = await db('quotes').where({ id, owner_id: ownerId }).first('reminders_off');
  return row ? row.reminders_off : null;
}
