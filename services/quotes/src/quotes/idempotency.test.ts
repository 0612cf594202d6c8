import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

/** A manual quote made on a phone without signal is sent with a key, maybe more than once. */
describe('POST /api/quotes with an Idempotency-Key', () => {
  let world: QuotesWorld;
  let sam: Api;
  let alex: Api;
  let samClient: TestOwner['client'];
  let alexClient: TestOwner['client'];
  const keyed = (key: string) => ({ 'Idempotency-Key': key });
  const quotesOf = async (api: Api) => (await api('GET', '/api/quotes')).body as { id: string; title: string }[];
  const newQuote = (client: TestOwner['client'], title = 'Kitchen downlights') => ({ ...client, title, items: SAMPLE_ITEMS });

  beforeAll(async () => {
    world = await startQuotesWorld();
    ({ quotes: sam, client: samClient } = await world.owner());
    ({ quotes: alex, client: alexClient } = await world.owner());
  });
  afterAll(() => world.stop());

  it('creates the quote once; the repeat answers the first answer, number and all', async () => {
    const key = crypto.randomUUID();
    const before = (await quotesOf(sam)).length;
    const first = await sam('POST', '/api/quotes', newQuote(samClient), keyed(key));
    const again = await sam('POST', '/api/quotes', newQuote(samClient), keyed(key));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await quotesOf(sam)).toHaveLength(before + 1);
    const next = await sam('POST', '/api/quotes', newQuote(samClient));
    expect(Number(next.body.quoteNumber.slice(2))).toBe(Number(first.body.quoteNumber.slice(2)) + 1);
  });

  it('creates one quote for 20 repeats sent at the same time', async () => {
    const key = crypto.randomUUID();
    const before = (await quotesOf(sam)).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => sam('POST', '/api/quotes', newQuote(samClient, 'Twenty times'), keyed(key))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await quotesOf(sam)).filter((q) => q.title === 'Twenty times')).toHaveLength(1);
    expect(await quotesOf(sam)).toHaveLength(before + 1);
  });

  it('refuses the same key with a different quote (422), creating nothing', async () => {
    const key = crypto.randomUUID();
    await sam('POST', '/api/quotes', newQuote(samClient), keyed(key));
    const before = (await quotesOf(sam)).length;
    const other = await sam('POST', '/api/quotes', newQuote(samClient, 'Another job'), keyed(key));
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    expect(await quotesOf(sam)).toHaveLength(before);
  });

  it("gives another owner's same key their own quote", async () => {
    const key = crypto.randomUUID();
    const samsAnswer = await sam('POST', '/api/quotes', newQuote(samClient), keyed(key));
    const alexsAnswer = await alex('POST', '/api/quotes', newQuote(alexClient), keyed(key));
    expect(alexsAnswer.status).toBe(201);
    expect(alexsAnswer.body.id).not.toBe(samsAnswer.body.id);
    expect((await quotesOf(alex)).map((q) => q.id)).toEqual([alexsAnswer.body.id]);
  });

  it('refuses a key that is not a UUID with 400 naming the header, creating nothing', async () => {
    const before = (await quotesOf(sam)).length;
    const answer = await sam('POST', '/api/quotes', newQuote(samClient), keyed('quote-1'));
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ 'Idempotency-Key': 'Idempotency-Key must be a UUID' });
    expect(await quotesOf(sam)).toHaveLength(before);
  });

  it('answers a refused quote (400) again without keeping the key, so a corrected one can use it', async () => {
    const key = crypto.randomUUID();
    const refused = await sam('POST', '/api/quotes', { ...newQuote(samClient), clientEmail: 'nope' }, keyed(key));
    expect(refused.status).toBe(400);
    const corrected = await sam('POST', '/api/quotes', newQuote(samClient), keyed(key));
    expect(corrected.status).toBe(201);
  });
});
