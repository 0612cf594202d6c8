import { IDENTITY_HEADER, signIdentity } from '@cobber/kit';
import { TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

describe('a quote is mailed once, however often the send is asked for', () => {
  let world: QuotesWorld;
  let sam: Api;
  let samId: string;
  let client: TestOwner['client'];
  const newQuote = async () => (await sam('POST', '/api/quotes', { ...client, title: `Downlights ${crypto.randomUUID().slice(0, 6)}`, items: SAMPLE_ITEMS })).body;
  const mailsOf = (quote: { title: string }) => world.smtp.received.filter((m) => m.mail.subject?.includes(quote.title)).length;

  beforeAll(async () => {
    world = await startQuotesWorld();
    ({ quotes: sam, id: samId, client } = await world.owner());
  });
  afterAll(() => world.stop());

  it('two sends of one quote at once: one mail, and both answer the sent quote', async () => {
    world.smtp.delayMs = 300;
    const quote = await newQuote();
    const [first, second] = await Promise.all([sam('POST', `/api/quotes/${quote.id}/send`), sam('POST', `/api/quotes/${quote.id}/send`)]);
    world.smtp.delayMs = 0;
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(first.body.status).toBe('sent');
    expect(mailsOf(quote)).toBe(1);
  });

  it('a send that timed out at the client and is tried again: one mail, the retry answers the sent quote', async () => {
    world.smtp.delayMs = 1_500;
    const quote = await newQuote();
    const identity = signIdentity({ id: samId, email: 'sam@example.com', firstName: 'Sam', emailConfirmed: true }, TEST_IDENTITY_SECRET);
    const gaveUp = await fetch(`${world.quotesUrl}/api/quotes/${quote.id}/send`, {
      method: 'POST',
      headers: { [IDENTITY_HEADER]: identity },
      signal: AbortSignal.timeout(300),
    }).catch((error: Error) => error);
    expect(gaveUp).toBeInstanceOf(Error);
    expect(mailsOf(quote)).toBe(0);
    const retry = await sam('POST', `/api/quotes/${quote.id}/send`);
    world.smtp.delayMs = 0;
    expect(retry.status).toBe(200);
    expect(retry.body.status).toBe('sent');
    const later = await sam('POST', `/api/quotes/${quote.id}/send`);
    expect(later.body).toEqual(retry.body);
    expect(mailsOf(quote)).toBe(1);
  });

  it('a quote changed after it was sent is mailed again', async () => {
    const quote = await newQuote();
    expect((await sam('POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    expect((await sam('PATCH', `/api/quotes/${quote.id}`, { aiSummary: 'Six LED downlights, supplied and fitted.' })).status).toBe(200);
    const again = await sam('POST', `/api/quotes/${quote.id}/send`);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(mailsOf(quote)).toBe(2);
  });
});
