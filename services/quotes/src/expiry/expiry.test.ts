import { addDays, todayIn, validUntilLine, type EventEnvelope } from '@cobber/contracts';
import { createLogger } from '@cobber/kit';
import { findBusiness } from '@cobber/documents';
import { apiClient } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, until, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';
import { expireDueQuotes } from './service.ts';

const logger = createLogger('test', 'silent');
const PERTH = 'Australia/Perth';

/** Quotes that expire, on real PostgreSQL; the scheduled check runs on a clock the test sets. */
describe('quotes that expire', () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  let client: Api;
  const check = (now: Date) => expireDueQuotes(world.quotes.db, now, logger);
  const eventsOf = (id: string, type: string) => world.events.filter((event: EventEnvelope) => event.key === id && event.type === type);
  const expiredEvents = (id: string) => eventsOf(id, 'quote.updated').filter((event) => (event.data as { status: string }).status === 'expired');

  const newQuote = async (owner = sam) => (await owner.quotes('POST', '/api/quotes', { ...owner.client, title: 'Switchboard', items: SAMPLE_ITEMS })).body;
  const sentQuote = async (owner = sam) => {
    const quote = await newQuote(owner);
    const sent = await owner.quotes('POST', `/api/quotes/${quote.id}/send`);
    expect(sent.status).toBe(200);
    return sent.body as { id: string; validUntil: string; status: string; quoteNumber: string };
  };
  /** Sets a quote's last day as if it had been sent long ago (the owner's PATCH would close it at once). */
  const lastDay = (id: string, day: string) => world.quotes.db('quotes').where('id', id).update({ valid_until: day });

  beforeAll(async () => {
    world = await startQuotesWorld({ reminderCheckSeconds: 3600 });
    sam = await world.owner({ name: 'Sparks Electrical' });
    client = apiClient(world.quotesUrl, null);
    // Perth keeps no daylight saving, so the end of a day is one fixed instant (+08:00).
    const business = (await sam.business('GET', '/api/business')).body;
    expect((await sam.business('PATCH', `/api/business/${business.id}`, { timeZone: PERTH, quoteValidDays: 7 })).status).toBe(200);
    await until(async () => (await findBusiness(world.quotes.db, sam.id)).quoteValidDays === 7);
  });
  afterAll(() => world.stop());

  it("holds until the end of its last day in the business's time zone: first sent today + the business's days, as the email says", async () => {
    const quote = await sentQuote();
    expect(quote.validUntil).toBe(addDays(todayIn(PERTH), 7));
    expect(world.smtp.received.at(-1)!.mail.text).toContain(validUntilLine(quote.validUntil));
    await check(new Date(`${quote.validUntil}T23:59:59+08:00`));
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body.status).toBe('sent');
    expect(expiredEvents(quote.id)).toHaveLength(0);
    await check(new Date(`${addDays(quote.validUntil, 1)}T00:00:01+08:00`));
    const read = (await sam.quotes('GET', `/api/quotes/${quote.id}`)).body;
    expect(read.status).toBe('expired');
    const history = (await sam.quotes('GET', `/api/quotes/${quote.id}/history`)).body;
    expect(history[0]).toMatchObject({ fieldChanged: 'Status', oldValue: 'sent', newValue: 'expired' });
  });

  it('two checks at once and a third publish one quote.updated with status expired', async () => {
    const quote = await sentQuote();
    const after = new Date(`${addDays(quote.validUntil, 1)}T09:00:00+08:00`);
    const [first, second] = await Promise.all([check(after), check(after)]);
    await check(after);
    expect(first + second).toBeGreaterThanOrEqual(1);
    await until(() => expiredEvents(quote.id).length > 0, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(expiredEvents(quote.id)).toHaveLength(1);
  });

  it('only sent and viewed quotes expire: never a draft, an approved or a declined one', async () => {
    const draft = await newQuote();
    const approved = await sentQuote();
    const declined = await sentQuote();
    const viewed = await sentQuote();
    expect((await client('PATCH', `/api/quotes/${approved.id}/public/approve`)).status).toBe(200);
    expect((await client('PATCH', `/api/quotes/${declined.id}/public/reject`)).status).toBe(200);
    expect((await client('PATCH', `/api/quotes/${viewed.id}/public/view`)).body.status).toBe('viewed');
    const past = addDays(todayIn(PERTH), -1);
    for (const id of [draft.id, approved.id, declined.id]) await lastDay(id, past);
    await check(new Date(`${addDays(viewed.validUntil, 1)}T09:00:00+08:00`));
    expect((await sam.quotes('GET', `/api/quotes/${draft.id}`)).body.status).toBe('draft');
    expect((await sam.quotes('GET', `/api/quotes/${approved.id}`)).body.status).toBe('approved');
    expect((await sam.quotes('GET', `/api/quotes/${declined.id}`)).body.status).toBe('rejected');
    expect((await sam.quotes('GET', `/api/quotes/${viewed.id}`)).body.status).toBe('expired');
  });

  it('reads expired before the check has run: the owner’s quote, the dashboard list and filter, the client’s page', async () => {
    const quote = await sentQuote();
    await lastDay(quote.id, addDays(todayIn(PERTH), -1));
    const list = (await sam.quotes('GET', '/api/quotes')).body as { id: string; status: string }[];
    expect(list.find((card) => card.id === quote.id)?.status).toBe('expired');
    const filtered = (await sam.quotes('GET', '/api/quotes?status=expired&limit=50')).body.items as { id: string }[];
    expect(filtered.map((card) => card.id)).toContain(quote.id);
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body.status).toBe('expired');
    const page = (await client('GET', `/api/quotes/${quote.id}/public`)).body;
    expect(page.quote).toMatchObject({ status: 'expired', validUntil: addDays(todayIn(PERTH), -1) });
    await until(() => expiredEvents(quote.id).length > 0, 10_000);
    expect(expiredEvents(quote.id)).toHaveLength(1);
  });

  it('approve and decline answer 409 with what the page says, and nothing changes', async () => {
    const quote = await sentQuote();
    const day = addDays(todayIn(PERTH), -1);
    await lastDay(quote.id, day);
    const [d, m, y] = [Number(day.slice(8)), ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(day.slice(5, 7)) - 1], day.slice(0, 4)];
    const message = `This quote expired on ${d} ${m} ${y} — ask Sparks Electrical for an updated quote`;
    for (const answer of ['approve', 'reject']) {
      const refused = await client('PATCH', `/api/quotes/${quote.id}/public/${answer}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(message);
    }
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body.status).toBe('expired');
  });

  it('the client asks for an updated quote: one quote.update_requested a day, and only of an expired quote', async () => {
    const open = await sentQuote();
    expect((await client('POST', `/api/quotes/${open.id}/public/request-update`)).status).toBe(409);
    const quote = await sentQuote();
    await lastDay(quote.id, addDays(todayIn(PERTH), -1));
    const asked = await client('POST', `/api/quotes/${quote.id}/public/request-update`);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ status: 'expired' });
    expect((await client('POST', `/api/quotes/${quote.id}/public/request-update`)).status).toBe(200);
    await until(() => eventsOf(quote.id, 'quote.update_requested').length > 0, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(eventsOf(quote.id, 'quote.update_requested')).toHaveLength(1);
    expect(eventsOf(quote.id, 'quote.update_requested')[0]!.data).toMatchObject({ id: quote.id, status: 'expired' });
    const history = (await sam.quotes('GET', `/api/quotes/${quote.id}/history`)).body;
    expect(history[0].description).toBe('Zoe Nguyen asked for an updated quote');
    expect((await client('POST', `/api/quotes/${crypto.randomUUID()}/public/request-update`)).status).toBe(404);
  });

  it('the owner’s Valid until: a past day closes the quote at once, a later one reopens it as it was (viewed)', async () => {
    const quote = await sentQuote();
    expect((await client('PATCH', `/api/quotes/${quote.id}/public/view`)).body.status).toBe('viewed');
    const closed = await sam.quotes('PATCH', `/api/quotes/${quote.id}`, { validUntil: addDays(todayIn(PERTH), -2) });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'expired', validUntil: addDays(todayIn(PERTH), -2), revision: 1 });
    const later = addDays(todayIn(PERTH), 14);
    const reopened = await sam.quotes('PATCH', `/api/quotes/${quote.id}`, { validUntil: later });
    expect(reopened.body).toMatchObject({ status: 'viewed', validUntil: later, revision: 1 });
    expect((await client('PATCH', `/api/quotes/${quote.id}/public/approve`)).status).toBe(200);
    const refused = await sam.quotes('PATCH', `/api/quotes/${quote.id}`, { validUntil: addDays(later, 1) });
    expect(refused.status).toBe(409);
    const bad = await sam.quotes('PATCH', `/api/quotes/${quote.id}`, { validUntil: 'next week' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['validUntil']);
  });

  it('resending an expired quote opens it again for the business’s days from today', async () => {
    const quote = await sentQuote();
    await lastDay(quote.id, addDays(todayIn(PERTH), -3));
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body.status).toBe('expired');
    const again = await sam.quotes('POST', `/api/quotes/${quote.id}/send`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'sent', validUntil: addDays(todayIn(PERTH), 7) });
  });

  it("another owner's quote: its Valid until answers 404 and stays as it was", async () => {
    const quote = await sentQuote();
    const alex = await world.owner({ name: 'Alex Plumbing' });
    expect((await alex.quotes('PATCH', `/api/quotes/${quote.id}`, { validUntil: addDays(todayIn(PERTH), -1) })).status).toBe(404);
    expect((await sam.quotes('GET', `/api/quotes/${quote.id}`)).body).toMatchObject({ status: 'sent', validUntil: quote.validUntil });
  });
});
