import { EMAIL_UNCONFIRMED_MESSAGE } from '@cobber/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type QuotesWorld, type TestOwner } from '../testing/services.ts';

describe('what sending a quote is allowed (no open relay)', () => {
  let world: QuotesWorld;
  const newQuote = async (owner: TestOwner) => (await owner.quotes('POST', '/api/quotes', { ...owner.client, title: 'Downlights', items: SAMPLE_ITEMS })).body;

  beforeAll(async () => {
    world = await startQuotesWorld({ dailyLimits: { mail: 2 } });
  });
  afterAll(() => world.stop());

  it('sends nothing for an owner whose email is not confirmed: 403 saying why, the quote stays a draft', async () => {
    const owner = await world.owner({ emailConfirmed: false });
    const unconfirmed = owner.quotes;
    const quote = await newQuote(owner);
    const before = world.smtp.received.length;
    const refused = await unconfirmed('POST', `/api/quotes/${quote.id}/send`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'email_unconfirmed', message: EMAIL_UNCONFIRMED_MESSAGE });
    expect(world.smtp.received).toHaveLength(before);
    expect((await unconfirmed('GET', `/api/quotes/${quote.id}`)).body.status).toBe('draft');
  });

  it("answers 429 past the business's daily limit and sends nothing; another business is not held back", async () => {
    const owner = await world.owner();
    const sam = owner.quotes;
    const quotes = [await newQuote(owner), await newQuote(owner), await newQuote(owner)];
    const before = world.smtp.received.length;
    expect((await sam('POST', `/api/quotes/${quotes[0]!.id}/send`)).status).toBe(200);
    expect((await sam('POST', `/api/quotes/${quotes[1]!.id}/send`)).status).toBe(200);
    const limited = await sam('POST', `/api/quotes/${quotes[2]!.id}/send`);
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe('Cobber sends at most 2 emails a day for one business, and today\'s are used up. Sending starts again at midnight.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(world.smtp.received).toHaveLength(before + 2);
    expect((await sam('GET', `/api/quotes/${quotes[2]!.id}`)).body.status).toBe('draft');

    const alex = await world.owner();
    expect((await alex.quotes('POST', `/api/quotes/${(await newQuote(alex)).id}/send`)).status).toBe(200);
  });

  it('holds the limit when many sends arrive at once', async () => {
    const owner = await world.owner();
    const sam = owner.quotes;
    const quotes = await Promise.all(Array.from({ length: 6 }, () => newQuote(owner)));
    const statuses = await Promise.all(quotes.map((quote) => sam('POST', `/api/quotes/${quote.id}/send`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });
});
