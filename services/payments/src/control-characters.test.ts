import { createLogger, listen, PostgresBus, type Listening } from '@cobber/kit';
import { apiClient, createTestDatabase, sendHostileText, TEST_IDENTITY_SECRET, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsService, type PaymentsService } from './index.ts';

describe('control characters in any text the payments service takes', () => {
  let bus: PostgresBus;
  let payments: PaymentsService;
  let server: Listening;
  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    bus = new PostgresBus({ databaseUrl });
    payments = createPaymentsService({ databaseUrl, identitySecret: TEST_IDENTITY_SECRET, bus, cards: { provider: 'test' }, quotesUrl: 'http://127.0.0.1:9', logger: createLogger('test', 'silent') });
    await payments.start();
    server = await listen(payments.app, 0);
  });
  afterAll(async () => {
    await server.close();
    await payments.stop();
    await bus.stop();
  });

  it('answer 400 naming the field for every text field of every body (deposits, the test card), never 500', async () => {
    const report = await sendHostileText(payments.app, apiClient(server.url, testOwner()));
    expect(report.wrong).toEqual([]);
    expect(report.sent).toBeGreaterThan(3 * 2);
  });
});
