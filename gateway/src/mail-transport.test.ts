import path from 'node:path';
import { findFreePort } from '@cobber/kit';
import { createTestDatabase, startNodeProcess, TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAINS = {
  gateway: path.join(ROOT, 'gateway/src/main.ts'),
  quotes: path.join(ROOT, 'services/quotes/src/main.ts'),
  invoices: path.join(ROOT, 'services/invoices/src/main.ts'),
};

const settings = (extra: Record<string, string> = {}) => ({
  DATABASE_URL: 'postgres://cobber:secret@127.0.0.1:1/cobber',
  IDENTITY_SECRET: TEST_IDENTITY_SECRET,
  SESSION_SECRET: TEST_IDENTITY_SECRET,
  // Nothing from the test's own environment decides how mail goes.
  SMTP_URL: '',
  MAIL_TRANSPORT: '',
  ...extra,
});

describe('demo mail is explicit: every process that mails clients or owners', () => {
  for (const [name, main] of Object.entries(MAINS)) {
    it(`${name}: without SMTP_URL or MAIL_TRANSPORT=mailbox, exits 2 naming the settings`, async () => {
      const process = startNodeProcess(main, settings());
      expect(await process.exited).toBe(2);
      const printed = process.lines.join('\n');
      expect(printed).toContain('SMTP_URL: set SMTP_URL (smtp://user:pass@host:587) to send mail, or MAIL_TRANSPORT=mailbox');
    });
  }

  it('refuses MAIL_TRANSPORT=mailbox beside an SMTP_URL, and MAIL_TRANSPORT=smtp without one', async () => {
    const both = startNodeProcess(MAINS.quotes, settings({ MAIL_TRANSPORT: 'mailbox', SMTP_URL: 'smtp://mail.example:587' }));
    expect(await both.exited).toBe(2);
    expect(both.lines.join('\n')).toContain('MAIL_TRANSPORT: mailbox keeps mail in MAILBOX_DIR: unset SMTP_URL, or set MAIL_TRANSPORT=smtp');
    const smtpless = startNodeProcess(MAINS.invoices, settings({ MAIL_TRANSPORT: 'smtp' }));
    expect(await smtpless.exited).toBe(2);
    expect(smtpless.lines.join('\n')).toContain('SMTP_URL: set SMTP_URL');
  });

  it('starts with MAIL_TRANSPORT=mailbox, the local mailbox asked for by name', async () => {
    const port = await findFreePort();
    const quotes = startNodeProcess(MAINS.quotes, settings({ MAIL_TRANSPORT: 'mailbox', DATABASE_URL: await createTestDatabase(), QUOTES_PORT: String(port) }));
    try {
      await quotes.waitForLine(/quotes service listening on/, 30_000);
    } finally {
      await quotes.kill();
    }
  });
});
