import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQuotesWorld, type Api, type QuotesWorld, type TestOwner } from '../testing/services.ts';

/** Every text of a quote as long as it may be, in words no line can hold. */
function longWordQuote(client: TestOwner['client'], lines: number) {
  return {
    ...client,
    title: 'T'.repeat(200),
    description: 'D'.repeat(5_000),
    items: Array.from({ length: lines }, (_, i) => ({
      description: `${i}${'W'.repeat(500 - String(i).length)}`,
      detailedDescription: 'x'.repeat(1_900),
      quantity: 1,
      unitPrice: 10,
      type: 'labor',
    })),
  };
}

describe('a quote of long unbroken words is sent at once, and nobody else waits for it', () => {
  let world: QuotesWorld;
  let sam: Api;
  let client: TestOwner['client'];

  beforeAll(async () => {
    world = await startQuotesWorld();
    ({ quotes: sam, client } = await world.owner());
    // The first PDF starts the worker process; what follows measures the sending.
    const warm = (await sam('POST', '/api/quotes', longWordQuote(client, 1))).body;
    expect((await sam('POST', `/api/quotes/${warm.id}/send`)).status).toBe(200);
  });
  afterAll(() => world.stop());

  it.each([20, 100])('%i lines of 1,900 unbroken characters: sent in under 3 s, /health answering in under 200 ms meanwhile', async (lines) => {
    const created = await sam('POST', '/api/quotes', longWordQuote(client, lines));
    expect(created.body.error).toBeUndefined();
    const quote = created.body;
    const before = world.smtp.received.length;
    let sending = true;
    const started = performance.now();
    const sent = sam('POST', `/api/quotes/${quote.id}/send`).finally(() => (sending = false));
    let slowestHealth = 0;
    while (sending) {
      const asked = performance.now();
      await fetch(`${world.quotesUrl}/health`).then((r) => r.arrayBuffer());
      slowestHealth = Math.max(slowestHealth, performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { status } = await sent;
    expect(status).toBe(200);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(slowestHealth).toBeLessThan(200);
    expect(world.smtp.received.length).toBe(before + 1);
  });
});
