/**
 * Every text message a service sends is recorded (number, when, result, how many SMS it
 * went as), like mail in `mail_log`, and counted against the owner's daily limit
 * (daily-limit.ts).
 */
import type { Knex, Migration } from '@cobber/kit';
import { reserveSend, type DailyLimit } from '../mail/daily-limit.ts';
import { smsSegments } from './segments.ts';
import type { SmsResult } from './sms.ts';

export const smsLogMigration: Migration = {
  name: '000_sms_log',
  async up(db) {
    await db.schema.createTable('sms_log', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('owner_id').notNullable();
      t.text('to_number').notNullable();
      t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.string('result', 10).notNullable().checkIn(['sending', 'ok', 'failed']);
      t.text('error');
      /** Twilio's message SID, or the mailbox file's id. */
      t.text('provider_id');
      t.string('related_type', 40);
      t.uuid('related_id');
    });
    await db.raw('create index sms_log_owner_day on sms_log (owner_id, sent_at)');
  },
};

/**
 * How many SMS each text went as, and in which encoding (segments.ts): a name outside
 * GSM-7 sends the whole text as UCS-2, and a text that seemed one SMS is paid as three.
 * Add after `smsLogMigration`.
 */
export const smsLogSegmentsMigration: Migration = {
  name: '000_sms_log_segments',
  async up(db) {
    await db.schema.alterTable('sms_log', (t) => {
      t.smallint('segments');
      t.string('encoding', 5);
    });
  },
};

export interface PendingSms {
  settle(result: SmsResult): Promise<void>;
}

/** Reserves one text of the owner's day (429 past the limit); settle it with the provider's answer. */
export async function reserveSms(
  db: Knex,
  entry: { ownerId: string; to: string; body: string; related?: { type: string; id: string } | null },
  limit: DailyLimit,
): Promise<PendingSms> {
  const { segments, encoding } = smsSegments(entry.body);
  const id = await reserveSend(db, 'sms_log', entry.ownerId, limit, {
    to_number: entry.to,
    segments,
    encoding,
    related_type: entry.related?.type ?? null,
    related_id: entry.related?.id ?? null,
  });
  return {
    async settle(result) {
      await db('sms_log')
        .where('id', id)
        .update({ result: result.accepted ? 'ok' : 'failed', error: result.error ?? null, provider_id: result.id || null });
    },
  };
}
