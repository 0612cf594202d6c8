/**
 * Every message a service sends is recorded (to, subject, when, result) in its own
 * schema: add `mailLogMigration` to the service's migrations and call `recordMail`
 * after each send, ok or failed.
 */
import type { Knex, Migration } from '@cobber/kit';
import { reserveSend, type DailyLimit } from './daily-limit.ts';
import type { MailResult } from './mailer.ts';

export const mailLogMigration: Migration = {
  name: '000_mail_log',
  async up(db) {
    await db.schema.createTable('mail_log', (t) => {
      t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
      t.uuid('owner_id');
      t.text('to_address').notNullable();
      t.text('subject').notNullable();
      t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      t.string('result', 10).notNullable().checkIn(['ok', 'failed']);
      t.text('error');
      t.text('message_id').notNullable();
      t.string('related_type', 40);
      t.uuid('related_id');
    });
    await db.raw('create index mail_log_related on mail_log (related_type, related_id, sent_at desc)');
  },
};

export interface MailLogEntry {
  to: string;
  subject: string;
  result: MailResult;
  /** The owner whose business sent it, when there is one. */
  ownerId?: string | null;
  /** What the message was about, e.g. `{ type: 'quote', id }`. */
  related?: { type: string; id: string } | null;
}

export interface MailLogRow {
  id: string;
  ownerId: string | null;
  to: string;
  subject: string;
  sentAt: Date;
  result: 'sending' | 'ok' | 'failed';
  error: string | null;
  messageId: string;
  relatedType: string | null;
  relatedId: string | null;
}

/**
 * For the daily limits (daily-limit.ts): a send is first recorded as `sending`, then
 * settled `ok` or `failed`; a row left `sending` is a send whose process died meanwhile.
 * Counted per owner and day, hence the index. Add after `mailLogMigration`.
 */
export const mailLogLimitsMigration: Migration = {
  name: '000_mail_log_daily_limits',
  async up(db) {
    await db.raw('alter table mail_log drop constraint if exists mail_log_result_check');
    await db.raw(`alter table mail_log add constraint mail_log_result_check check (result in ('sending', 'ok', 'failed'))`);
    await db.raw('create index mail_log_owner_day on mail_log (owner_id, sent_at)');
  },
};

/**
 * Reserves one email of the owner's day (429 past the limit), for `send` to settle with
 * the mail server's answer: call just before handing the message to the mailer.
 */
export async function reserveMail(db: Knex, entry: Omit<MailLogEntry, 'result'> & { ownerId: string }, limit: DailyLimit): Promise<PendingMail> {
  const id = await reserveSend(db, 'mail_log', entry.ownerId, limit, {
    to_address: entry.to,
    subject: entry.subject,
    message_id: '',
    related_type: entry.related?.type ?? null,
    related_id: entry.related?.id ?? null,
  });
  return {
    async settle(result) {
      await db('mail_log')
        .where('id', id)
        .update({ result: result.accepted ? 'ok' : 'failed', error: result.error ?? null, message_id: result.messageId });
    },
  };
}

export interface PendingMail {
  settle(result: MailResult): Promise<void>;
}

/** Records one send; pass the transaction when the send belongs to a change. */
export async function recordMail(db: Knex, entry: MailLogEntry): Promise<MailLogRow> {
  const [row] = await db('mail_log')
    .insert({
      owner_id: entry.ownerId ?? null,
      to_address: entry.to,
      subject: entry.subject,
      result: entry.result.accepted ? 'ok' : 'failed',
      error: entry.result.error ?? null,
      message_id: entry.result.messageId,
      related_type: entry.related?.type ?? null,
      related_id: entry.related?.id ?? null,
    })
    .returning('*');
  return {
    id: row.id,
    ownerId: row.owner_id,
    to: row.to_address,
    subject: row.subject,
    sentAt: row.sent_at,
    result: row.result,
    error: row.error,
    messageId: row.message_id,
    relatedType: row.related_type,
    relatedId: row.related_id,
  };
}
