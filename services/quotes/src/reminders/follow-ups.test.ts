import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_REMINDERS, type ReminderSettings } from '@cobber/contracts';
import { createLogger, PostgresBus } from '@cobber/kit';
import { createMailer } from '@cobber/documents';
import { TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuotesService, type QuotesService } from '../index.ts';
import { SAMPLE_ITEMS, startQuotesWorld, until, type QuotesWorld, type TestOwner } from '../testing/services.ts';
import { JOBS_SCHEMA } from './scheduler.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WAIT_MS = 60_000;

describe('quote follow-ups on a real scheduler', () => {
  let world: QuotesWorld;
  let now = new Date();
  const clock = () => now;
  const moveOn = (days: number) => (now = new Date(now.getTime() + days * DAY_MS));
  let second: { service: QuotesService; bus: PostgresBus };
  let sam: TestOwner;
  let alex: TestOwner;

  const followUps = (quoteId?: string) =>
    world.smtp.received.filter((m) => m.mail.subject?.startsWith('Following up: quote') && (!quoteId || m.mail.text?.includes(`/quote/${quoteId}`)));

  async function checksDone(): Promise<number> {
    const { rows } = await world.quotes.db.raw(`select count(*)::int as done from ${JOBS_SCHEMA}.job where name = 'quote-follow-ups' and state = 'completed'`);
    return rows[0].done;
  }

  /** Waits until a few more checks have run, so anything they would send has been sent. */
  async function settled(): Promise<void> {
    const before = await checksDone();
    await until(async () => (await checksDone()) >= before + 3, WAIT_MS);
  }

  async function useReminders(owner: TestOwner, settings: ReminderSettings): Promise<void> {
    const business = (await owner.business('GET', '/api/business')).body;
    expect((await owner.business('PATCH', `/api/business/${business.id}`, { reminders: settings })).status).toBe(200);
    await until(async () => isDeepStrictEqual((await world.quotes.db('businesses').where('owner_id', owner.id).first('profile'))?.profile?.reminders, settings));
  }

  async function sentQuote(owner: TestOwner, beforeSending?: (id: string) => Promise<void>): Promise<string> {
    const made = await owner.quotes('POST', '/api/quotes', { ...owner.client, title: `Downlights ${crypto.randomUUID().slice(0, 6)}`, items: SAMPLE_ITEMS });
    expect(made.status).toBe(201);
    await beforeSending?.(made.body.id);
    expect((await owner.quotes('POST', `/api/quotes/${made.body.id}/send`)).status).toBe(200);
    return made.body.id;
  }

  beforeAll(async () => {
    world = await startQuotesWorld({ clock, reminderCheckSeconds: 1 });
    const bus = new PostgresBus({ databaseUrl: world.databaseUrl });
    const service = createQuotesService({
      databaseUrl: world.databaseUrl,
      identitySecret: TEST_IDENTITY_SECRET,
      bus,
      logger: createLogger('test', 'silent'),
      mailer: createMailer({ smtpUrl: world.smtp.url, mailboxDir: 'unused', from: 'Cobber <quotes@cobber.test>' }),
      publicUrl: 'http://cobber.test',
      businessUrl: world.businessUrl,
      clock,
      reminderCheckSeconds: 1,
    });
    await service.start();
    second = { service, bus };
    sam = await world.owner();
    alex = await world.owner({ name: 'Alex Plumbing' });
    await useReminders(alex, { ...DEFAULT_REMINDERS, quoteFollowUp: { on: false, days: 3 } });
  }, WAIT_MS);
  afterAll(async () => {
    await second.service.stop();
    await second.bus.stop();
    await world.stop();
  });

  const ids: Record<string, string> = {};

  it('two instances, 3 days on: one follow-up for the unanswered quote, in its history; none for one accepted or stopped, none for Alex who turned the first off', async () => {
    ids.waiting = await sentQuote(sam);
    ids.viewed = await sentQuote(sam);
    expect((await fetch(`${world.quotesUrl}/api/quotes/${ids.viewed}/public/view`, { method: 'PATCH' })).status).toBe(200);
    ids.accepted = await sentQuote(sam);
    expect((await fetch(`${world.quotesUrl}/api/quotes/${ids.accepted}/public/approve`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200);
    ids.stopped = await sentQuote(sam, async (id) => {
      expect((await sam.quotes('PATCH', `/api/quotes/${id}/reminders`, { remindersOff: true })).body).toEqual({ remindersOff: true, sent: [] });
    });
    ids.alex = await sentQuote(alex);
    await settled();
    expect(followUps()).toHaveLength(0);

    moveOn(3.01);
    await until(() => followUps(ids.waiting).length > 0 && followUps(ids.viewed).length > 0, WAIT_MS);
    await settled();
    expect(followUps(ids.waiting)).toHaveLength(1);
    expect(followUps(ids.viewed)).toHaveLength(1);
    for (const none of [ids.accepted, ids.stopped, ids.alex]) expect(followUps(none)).toHaveLength(0);
    const [mail] = followUps(ids.waiting);
    expect(mail!.to).toEqual(['zoe@example.com']);
    expect(mail!.mail.subject).toMatch(/^Following up: quote Q-\d{4} from Sparks Electrical: Downlights /);
    expect(mail!.mail.text).toMatch(/^Hi Zoe,\n\nJust following up on quote Q-\d{4} for Downlights/);
    expect(mail!.mail.from?.value).toEqual([{ name: 'Sparks Electrical via Cobber', address: 'quotes@cobber.test' }]);
    expect(mail!.mail.text).toContain(`View and accept it here: http://cobber.test/quote/${ids.waiting}`);

    const history = (await sam.quotes('GET', `/api/quotes/${ids.waiting}/history`)).body;
    expect(history.filter((entry: { changeType: string }) => entry.changeType === 'reminder')).toMatchObject([{ description: 'Reminder sent to zoe@example.com' }]);
    expect((await sam.quotes('GET', `/api/quotes/${ids.waiting}/reminders`)).body).toMatchObject({ remindersOff: false, sent: [{ kind: 'quote_follow_up' }] });
    expect((await alex.quotes('GET', `/api/quotes/${ids.waiting}/reminders`)).status).toBe(404);
  }, WAIT_MS * 3);

  it('7 days on: the second follow-up, once, for Sam’s and for Alex’s', async () => {
    moveOn(4);
    await until(() => followUps(ids.waiting!).length === 2 && followUps(ids.alex!).length === 1, WAIT_MS);
    await settled();
    expect(followUps(ids.waiting!)).toHaveLength(2);
    expect(followUps(ids.alex!)).toHaveLength(1);
    for (const none of [ids.accepted!, ids.stopped!]) expect(followUps(none)).toHaveLength(0);
  }, WAIT_MS * 2);
});
