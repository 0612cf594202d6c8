/**
 * Per-owner daily limits on what Cobber sends for a business, counted in
 * the sending service's own log (`mail_log`, `sms_log`) over the business's day in its
 * time zone. A send is reserved first — a row marked `sending`, counted and inserted under
 * a lock of that owner's log — and settled once the provider answered, so a burst of
 * requests at once cannot slip past the limit together, and the lock is held for
 * milliseconds, never across the send itself.
 */
import { rateLimited } from '@cobber/kit';
import type { Knex } from '@cobber/kit';

export type SendLog = 'mail_log' | 'sms_log';

/**
 * The defaults, per business and per sending service, a day. A busy tradie sends a quote,
 * an invoice and a receipt or two per job — 30 to 40 emails on a full day of small jobs,
 * a few more with resends — and texts a receipt per job, rarely 20. A spammer or an SMS
 * pumper wants thousands. 200 emails and 50 texts leave the tradie five times the busiest
 * day and cap an abused account at a few dollars of texts (about A$0.05–0.10 each).
 */
export const DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY = 200;
export const DEFAULT_SMS_LIMIT_PER_OWNER_PER_DAY = 50;

export interface DailyLimit {
  /** How many a business may send in one of its days. */
  perDay: number;
  /** The business's IANA time zone; its day starts at midnight there. */
  timeZone: string;
  /** What is counted, in words for the 429: `emails`, `text messages`. */
  what: string;
}

interface Today {
  sent: number;
  secondsLeft: number;
}

async function sentToday(trx: Knex.Transaction, log: SendLog, ownerId: string, timeZone: string): Promise<Today> {
  const { rows } = await trx.raw<{ rows: { sent: string; seconds_left: string }[] }>(
    `with day as (select date_trunc('day', now() at time zone :zone) as start)
     select (select count(*) from :log: where owner_id = :owner and sent_at >= (day.start at time zone :zone)) as sent,
            ceil(extract(epoch from ((day.start + interval '1 day') at time zone :zone) - now())) as seconds_left
     from day`,
    { log, zone: timeZone, owner: ownerId },
  );
  return { sent: Number(rows[0]!.sent), secondsLeft: Math.max(1, Number(rows[0]!.seconds_left)) };
}

/**
 * Inserts `row` into `log` as one send of the owner's day, or answers 429 (sending
 * nothing) when the day's limit is used up. Answers the row's id, to settle it after.
 */
export async function reserveSend(db: Knex, log: SendLog, ownerId: string, limit: DailyLimit, row: Record<string, unknown>): Promise<string> {
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`cobber:${log}:${ownerId}`]);
    const today = await sentToday(trx, log, ownerId, limit.timeZone);
    if (today.sent >= limit.perDay) {
      throw rateLimited(
        `Cobber sends at most ${limit.perDay} ${limit.what} a day for one business, and today's are used up. Sending starts again at midnight.`,
        today.secondsLeft,
      );
    }
    const [inserted] = await trx(log).insert({ ...row, owner_id: ownerId, result: 'sending' }).returning('id');
    return (inserted as { id: string }).id;
  });
}
