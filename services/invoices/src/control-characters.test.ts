import { createLogger, listen, PostgresBus, type Listening } from '@cobber/kit';
import { createMailer, createSmsSender } from '@cobber/documents';
import { apiClient, createTestDatabase, sendHostileText, TEST_IDENTITY_SECRET, testOwner } from '@cobber/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoicesService, type InvoicesService } from './index.ts';

describe('control characters in any text the invoices service takes', () => {
  let bus: PostgresBus;
  let invoices: InvoicesService;
  let server: Listening;
  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    bus = new PostgresBus({ databaseUrl });
    invoices = createInvoicesService({
      databaseUrl,
      identitySecret: TEST_IDENTITY_SECRET,
      bus,
      mailer: createMailer({ mailboxDir: 'unused', from: 'Cobber <invoices@cobber.test>' }),
      sms: createSmsSender({ mailboxDir: 'unused' }),
      publicUrl: 'http://cobber.test',
      // No quotes service: a text is refused before anything is asked of it.
      quotesUrl: 'http://127.0.0.1:9',
      logger: createLogger('test', 'silent'),
    });
    await invoices.start();
    server = await listen(invoices.app, 0);
  });
  afterAll(async () => {
    await server.close();
    await invoices.stop();
    await bus.stop();
  });

  it('answer 400 naming the field for every text field of every body (invoices, items, receipts, sending), never 500', async () => {
    const report = await sendHostileText(invoices.app, apiClient(server.url, testOwner()));
    expect(report.wrong).toEqual([]);
    expect(report.sent).toBeGreaterThan(3 * 15);
  });
});
