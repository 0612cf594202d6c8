import { addDays, todayIn } from '@cobber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_SCHEMA } from '../reminders/scheduler.ts';
import { SAMPLE_ITEMS, startQuotesWorld, until, type QuotesWorld, type TestOwner } from '../testing/services.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WAIT_MS = 60_000;

describe('follow-ups stop once a quote expires, on the real scheduler', () => {
  let world: QuotesWorld;
  let now = new Date();
  let sam: TestOwner;
  const followUps = (quoteId: string) => world.smtp.received.filter((m) => m.mail.subject?.startsWith('Following up: quote') && m.mail.text?.includes(`/quote/${quoteId}`));
  const checksDone = async (): Promise<number> =>
    (await world.quotes.db.raw(`select count(*)::int as done from ${JOBS_SCHEMA}.job where name = 'quote-follow-ups' and state = 'completed'`)).rows[0].done;

  beforeAll(async () => {
    world = await startQuotesWorld({ clock: () => now, reminderCheckSeconds: 1 });
    sam = await world.owner();
  }, WAIT_MS);
  afterAll(() => world.stop());

  it('3 days on, a quote whose last day has passed is expired by the check and gets no follow-up; one still open does', async () => {
    const sent = async () => {
      const made = await sam.quotes('POST', '/api/quotes', { ...sam.client, title: `Downlights ${crypto.randomUUID().slice(0, 6)}`, items: SAMPLE_ITEMS });
      expect((await sam.quotes('POST', `/api/quotes/${made.body.id}/send`)).status).toBe(200);
      return made.body.id as string;
    };
    const lapsing = await sent();
    const open = await sent();
    // Valid for one more day only (set under the owner's PATCH, which would answer as of the real today).
    await world.quotes.db('quotes').where('id', lapsing).update({ valid_until: addDays(todayIn('Australia/Sydney'), 1) });
    // A little past 3 days: the quotes went out a few seconds after the clock was read.
    now = new Date(now.getTime() + 3.01 * DAY_MS);
    await until(() => followUps(open).length > 0, WAIT_MS);
    const before = await checksDone();
    await until(async () => (await checksDone()) >= before + 3, WAIT_MS);
    expect(followUps(lapsing)).toHaveLength(0);
    expect((await world.quotes.db('quotes').where('id', lapsing).first('status')).status).toBe('expired');
  }, WAIT_MS * 2);
});
