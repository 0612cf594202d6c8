import { createLogger, listen, PostgresBus, type Listening } from '@cobber/kit';
import { createMailer } from '@cobber/documents';
import { apiClient, createTestDatabase, sendHostileText, TEST_IDENTITY_SECRET, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuotesService, type QuotesService } from './index.ts';

describe('control characters in any text the quotes service takes', () => {
  let bus: PostgresBus;
  let quotes: QuotesService;
  let server: Listening;
  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    bus = new PostgresBus({ databaseUrl });
    const mailer = createMailer({ mailboxDir: 'unused', from: 'Cobber <quotes@cobber.test>' });
    // No business service: every body sent here is refused before a client would be looked up.
    const businessUrl = 'http://127.0.0.1:9';
    quotes = createQuotesService({ databaseUrl, identitySecret: TEST_IDENTITY_SECRET, bus, mailer, publicUrl: 'http://cobber.test', businessUrl, logger: createLogger('test', 'silent') });
    await quotes.start();
    server = await listen(quotes.app, 0);
  });
  afterAll(async () => {
    await server.close();
    await quotes.stop();
    await bus.stop();
  });

  it('answer 400 naming the field for every text field of every body (quotes, items, AI drafting), never 500', async () => {
    const report = await sendHostileText(quotes.app, apiClient(server.url, testOwner()));
    expect(report.wrong).toEqual([]);
    expect(report.sent).toBeGreaterThan(3 * 20);
  });
});
