import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrate, type Knex } from '@cobber/kit';
import { HttpError } from '@cobber/kit';
import { createTestDatabase } from '@cobber/kit/testing';
import { reserveSms, smsLogMigration, smsLogSegmentsMigration } from '../sms/sms-log.ts';
import { mailLogLimitsMigration, mailLogMigration, reserveMail } from './mail-log.ts';

const SYDNEY = 'Australia/Sydney';
const limit = (perDay: number, timeZone = SYDNEY) => ({ perDay, timeZone, what: 'emails' });
const mail = (ownerId: string) => ({ ownerId, to: 'client@example.com', subject: 'Quote Q-0001' });

async function refusal(attempt: Promise<unknown>): Promise<HttpError> {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("an owner's daily sending limit, counted in PostgreSQL", () => {
  let db: Knex;

  beforeAll(async () => {
    db = connect(await createTestDatabase(), 'limits_test');
    await migrate(db, 'limits_test', [mailLogMigration, mailLogLimitsMigration, smsLogMigration, smsLogSegmentsMigration]);
  });
  afterAll(() => db.destroy());

  it('reserves sends up to the limit, then answers 429 until midnight in the business’s time zone', async () => {
    const owner = crypto.randomUUID();
    for (let i = 0; i < 3; i++) await (await reserveMail(db, mail(owner), limit(3))).settle({ messageId: `<${i}@x>`, accepted: true });
    const refused = await refusal(reserveMail(db, mail(owner), limit(3)));
    expect(refused.status).toBe(429);
    expect(refused.message).toBe("Cobber sends at most 3 emails a day for one business, and today's are used up. Sending starts again at midnight.");
    const retryAfter = Number(refused.headers['Retry-After']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600 + 3600);
    expect(await db('mail_log').where('owner_id', owner).pluck('result')).toEqual(['ok', 'ok', 'ok']);
  });

  it('counts failed and unfinished sends too, and only this owner’s', async () => {
    const owner = crypto.randomUUID();
    await (await reserveMail(db, mail(owner), limit(2))).settle({ messageId: '<f@x>', accepted: false, error: 'refused' });
    await reserveMail(db, mail(owner), limit(2));
    expect((await refusal(reserveMail(db, mail(owner), limit(2)))).status).toBe(429);
    await reserveMail(db, mail(crypto.randomUUID()), limit(2));
  });

  it("starts the count again at the business's own midnight, not the server's", async () => {
    const owner = crypto.randomUUID();
    // Sent one minute before today began in Perth, then one minute after.
    const perthMidnight = db.raw(`date_trunc('day', now() at time zone 'Australia/Perth') at time zone 'Australia/Perth'`);
    await db('mail_log').insert([
      { owner_id: owner, to_address: 'a@example.com', subject: 's', result: 'ok', message_id: '<y@x>', sent_at: db.raw(`? - interval '1 minute'`, [perthMidnight]) },
      { owner_id: owner, to_address: 'a@example.com', subject: 's', result: 'ok', message_id: '<t@x>', sent_at: db.raw(`? + interval '1 minute'`, [perthMidnight]) },
    ]);
    await reserveMail(db, mail(owner), limit(2, 'Australia/Perth'));
    expect((await refusal(reserveMail(db, mail(owner), limit(2, 'Australia/Perth')))).status).toBe(429);
  });

  it('lets exactly the limit through when 20 sends arrive at once', async () => {
    const owner = crypto.randomUUID();
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => reserveMail(db, mail(owner), limit(5))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    expect(await db('mail_log').where('owner_id', owner).count({ n: '*' })).toEqual([{ n: '5' }]);
  });

  it('keeps text messages in their own log with their own limit', async () => {
    const owner = crypto.randomUUID();
    const text = { ownerId: owner, to: '+61412345678', body: 'Your receipt: https://cobber.example/r/1' };
    await (await reserveSms(db, text, { perDay: 1, timeZone: SYDNEY, what: 'text messages' })).settle({ accepted: true, id: 'SM1' });
    const refused = await refusal(reserveSms(db, text, { perDay: 1, timeZone: SYDNEY, what: 'text messages' }));
    expect(refused.message).toContain('at most 1 text messages a day');
    expect(await db('sms_log').where('owner_id', owner).first()).toMatchObject({ to_number: '+61412345678', result: 'ok', provider_id: 'SM1' });
    await reserveMail(db, mail(owner), limit(1));
  });

  it('records how many SMS each text goes as: a Vietnamese name sends the whole text as UCS-2', async () => {
    const owner = crypto.randomUUID();
    const sms = { perDay: 5, timeZone: SYDNEY, what: 'text messages' };
    const link = 'https://cobber.example/receipt/4f1c0d7e-8b8a-4d3b-9d51-2f1f6f4b2a10';
    await reserveSms(db, { ownerId: owner, to: '+61412345678', body: `Thanks Minh! Your receipt from Sparky Bros: ${link}` }, sms);
    await reserveSms(db, { ownerId: owner, to: '+61412345679', body: `Cảm ơn Minh! Biên lai từ Đặng Electrical: ${link}` }, sms);
    const rows = await db('sms_log').where('owner_id', owner).orderBy('to_number').select('segments', 'encoding');
    expect(rows).toEqual([
      { segments: 1, encoding: 'GSM-7' },
      { segments: 2, encoding: 'UCS-2' },
    ]);
  });
});
