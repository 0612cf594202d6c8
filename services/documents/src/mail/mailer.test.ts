import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrate, type Knex } from '@cobber/kit';
import { createTestDatabase } from '@cobber/kit/testing';
import { startSmtpServer, type TestSmtpServer } from '@cobber/kit/testing';
import { createMailer, mailLogMigration, recordMail, type MailMessage } from './index.ts';

const FROM = 'Cobber <quotes@cobber.example>';
const PDF = new TextEncoder().encode('%PDF-1.7\n% a tiny stand-in for a quote PDF\n%%EOF\n');

function quoteMail(to = 'jordan@example.com', subject = 'Quote Q-0001 from Sparky Bros'): MailMessage {
  return {
    to,
    subject,
    html: '<p>Your quote is ready: <a href="http://localhost:3000/quote/abc">View quote</a></p>',
    text: 'Your quote is ready: http://localhost:3000/quote/abc',
    replyTo: 'office@sparkybros.example',
    attachments: [{ filename: 'Quote Q-0001.pdf', content: PDF, contentType: 'application/pdf' }],
  };
}

const UNICODE_SUBJECT = 'Hoá đơn INV-0001 từ Đặng Electrical 电工 (李明, 김민준, Иванов)';
const UNICODE_ATTACHMENT = 'Hoá đơn 李明.pdf';

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

describe('mailer over SMTP', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.stop());

  it('delivers the message with its recipient, subject, link and PDF attachment', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, mailboxDir: 'unused', from: FROM });
    const result = await mailer.send(quoteMail());
    expect(result).toEqual({ messageId: expect.stringMatching(/^<.+@cobber\.example>$/), accepted: true });

    expect(smtp.received).toHaveLength(1);
    const { to, mail } = smtp.received[0]!;
    expect(to).toEqual(['jordan@example.com']);
    expect(mail.subject).toBe('Quote Q-0001 from Sparky Bros');
    expect(mail.messageId).toBe(result.messageId);
    expect(mail.replyTo?.text).toBe('office@sparkybros.example');
    expect(mail.html).toContain('href="http://localhost:3000/quote/abc"');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'Quote Q-0001.pdf', contentType: 'application/pdf' });
    expect(new Uint8Array(mail.attachments[0]!.content)).toEqual(PDF);
  });

  it('keeps a subject and an attachment name in any script: ASCII encoded words on the wire (RFC 2047), exact at the other end', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, mailboxDir: 'unused', from: FROM });
    const mail = { ...quoteMail('minh@example.com', UNICODE_SUBJECT), attachments: [{ filename: UNICODE_ATTACHMENT, content: PDF, contentType: 'application/pdf' }] };
    expect((await mailer.send(mail)).accepted).toBe(true);
    const received = smtp.received.at(-1)!.mail;
    expect(received.subject).toBe(UNICODE_SUBJECT);
    const rawSubject = received.headerLines.find((header) => header.key === 'subject')!.line;
    expect(rawSubject).toMatch(/^Subject: =\?UTF-8\?/);
    expect(rawSubject).toMatch(/^[\x20-\x7e\r\n\t]+$/);
    expect(received.attachments[0]!.filename).toBe(UNICODE_ATTACHMENT);
  });

  it("sends a client's mail from the business by name, at Cobber's address, quoted or encoded as the name needs", async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, mailboxDir: 'unused', from: FROM });
    for (const business of ['Olly Electrical', 'Smith, Jones & Co', 'The "Best" Sparkies', 'Điện Nguyễn 电工']) {
      expect((await mailer.send({ ...quoteMail(), fromBusiness: business })).accepted).toBe(true);
      const received = smtp.received.at(-1)!.mail;
      expect(received.from?.value).toEqual([{ name: `${business} via Cobber`, address: 'quotes@cobber.example' }]);
      expect(received.replyTo?.text).toBe('office@sparkybros.example');
      const rawFrom = received.headerLines.find((header) => header.key === 'from')!.line;
      expect(rawFrom).toMatch(/^[\x20-\x7e\r\n\t]+$/);
    }
    expect((await mailer.send(quoteMail())).accepted).toBe(true);
    expect(smtp.received.at(-1)!.mail.from?.value).toEqual([{ name: 'Cobber', address: 'quotes@cobber.example' }]);
  });

  it('answers not accepted, with the reason, when no server listens', async () => {
    const closed = createServer();
    const closedPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${closedPort}`, mailboxDir: 'unused', from: FROM });
    const result = await mailer.send(quoteMail());
    expect(result.accepted).toBe(false);
    expect(result.error).toMatch(/ECONNREFUSED|connect/i);
    expect(result.messageId).toMatch(/^<.+>$/);
  });

  it('gives up on a server that never greets within the timeout', async () => {
    const silent = createServer(() => {});
    const silentPort = await listen(silent);
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${silentPort}`, mailboxDir: 'unused', from: FROM, timeoutMs: 300 });
      const started = Date.now();
      const result = await mailer.send(quoteMail());
      expect(result.accepted).toBe(false);
      expect(result.error).toMatch(/greeting|timeout/i);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      silent.close();
    }
  });
});

describe('local mailbox (no SMTP_URL)', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cobber-mailbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps each message as .eml and .html, its attachments, and lists it in the index', async () => {
    const mailer = createMailer({ mailboxDir: dir, from: FROM });
    const first = await mailer.send(quoteMail('first@example.com', 'First quote'));
    const second = await mailer.send(quoteMail('second@example.com', 'Second <quote>'));
    expect(first.accepted && second.accepted).toBe(true);

    const files = await readdir(dir);
    const emls = files.filter((f) => f.endsWith('.eml'));
    expect(emls).toHaveLength(2);
    expect(files.filter((f) => f.endsWith('.html') && f !== 'index.html')).toHaveLength(2);

    const eml = await readFile(join(dir, emls.find((f) => f.includes('First-quote'))!));
    const parsed = await simpleParser(eml);
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('first@example.com');
    expect(parsed.messageId).toBe(first.messageId);
    expect(new Uint8Array(parsed.attachments[0]!.content)).toEqual(PDF);

    const index = await readFile(join(dir, 'index.html'), 'utf8');
    // Rows are appended as sent; the browser shows them newest first (mailbox.test.ts).
    expect(index.indexOf('Second &#60;quote&#62;')).toBeGreaterThan(index.indexOf('First quote'));
    const page = /href="([^"]+First-quote[^"]+\.html)"/.exec(index)![1]!;
    const html = await readFile(join(dir, page), 'utf8');
    expect(html).toContain('first@example.com');
    expect(html).toContain('http://localhost:3000/quote/abc');
    const attachment = /href="([^"]+\/Quote-Q-0001\.pdf)"/.exec(html)![1]!;
    expect(new Uint8Array(await readFile(join(dir, attachment)))).toEqual(PDF);
  });

  it('keeps a subject and an attachment name in any script, in the .eml, the lists and the file names', async () => {
    const uni = await mkdtemp(join(tmpdir(), 'cobber-mailbox-unicode-'));
    const mailer = createMailer({ mailboxDir: uni, from: FROM });
    const mail = { ...quoteMail('minh@example.com', UNICODE_SUBJECT), attachments: [{ filename: UNICODE_ATTACHMENT, content: PDF, contentType: 'application/pdf' }] };
    expect((await mailer.send(mail)).accepted).toBe(true);

    const [entry] = (await readFile(join(uni, 'index.jsonl'), 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as { name: string; subject: string; attachments: string[] });
    expect(entry!.subject).toBe(UNICODE_SUBJECT);
    expect(entry!.name).toContain('Hoá-đơn-INV-0001-từ-Đặng-Electrical-电工-李明-김민준-Иванов');
    expect(entry!.attachments).toEqual(['Hoá-đơn-李明.pdf']);
    const parsed = await simpleParser(await readFile(join(uni, `${entry!.name}.eml`)));
    expect(parsed.subject).toBe(UNICODE_SUBJECT);
    expect(parsed.attachments[0]!.filename).toBe(UNICODE_ATTACHMENT);
    expect(new Uint8Array(await readFile(join(uni, entry!.name, 'Hoá-đơn-李明.pdf')))).toEqual(PDF);
    // The readable page links the attachment by the name it has on disk.
    const html = await readFile(join(uni, `${entry!.name}.html`), 'utf8');
    expect(html).toContain('Hoá-đơn-李明.pdf');
    await rm(uni, { recursive: true, force: true });
  });

  it('carries on from the index a previous run left', async () => {
    await createMailer({ mailboxDir: dir, from: FROM }).send(quoteMail('third@example.com', 'Third quote'));
    const index = await readFile(join(dir, 'index.html'), 'utf8');
    expect(index.match(/<tr><td>/g)).toHaveLength(3);
  });
});

describe('mail log', () => {
  let db: Knex;

  beforeAll(async () => {
    db = connect(await createTestDatabase(), 'mail_test');
    await migrate(db, 'mail_test', [mailLogMigration]);
  });
  afterAll(() => db.destroy());

  it('records what was sent, to whom, when, and how it went', async () => {
    const quoteId = crypto.randomUUID();
    const ok = await recordMail(db, {
      to: 'jordan@example.com',
      subject: 'Quote Q-0001',
      result: { messageId: '<a@cobber.example>', accepted: true },
      related: { type: 'quote', id: quoteId },
    });
    const failed = await recordMail(db, {
      to: 'jordan@example.com',
      subject: 'Quote Q-0001',
      result: { messageId: '<b@cobber.example>', accepted: false, error: 'connect ECONNREFUSED' },
    });
    expect(ok).toMatchObject({ result: 'ok', error: null, relatedType: 'quote', relatedId: quoteId, messageId: '<a@cobber.example>' });
    expect(ok.sentAt).toBeInstanceOf(Date);
    expect(failed).toMatchObject({ result: 'failed', error: 'connect ECONNREFUSED', relatedType: null });
    expect(await db('mail_log').count({ n: '*' })).toEqual([{ n: '2' }]);
  });
});
