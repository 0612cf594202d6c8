import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio, type FakeTwilio } from '@cobber/kit/testing';
import { createSmsSender } from './index.ts';

describe('SMS through Twilio', () => {
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    twilio.refuse.add('+61400000000');
  });
  afterAll(() => twilio.stop());

  const sender = () =>
    createSmsSender({
      twilio: { accountSid: 'AC123', authToken: 'secret-token', from: '+61499999999', baseUrl: twilio.url },
      mailboxDir: 'unused',
    });

  it('posts the form Twilio expects, with basic auth, and answers the SID', async () => {
    const result = await sender().send({ to: '0412 345 678', body: 'Receipt REC-0001: $120.00 received. Thanks!' });
    expect(result).toEqual({ accepted: true, id: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    const request = twilio.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request.form)).toEqual({
      To: '+61412345678',
      From: '+61499999999',
      Body: 'Receipt REC-0001: $120.00 received. Thanks!',
    });
  });

  it("answers Twilio's reason when it refuses, without throwing", async () => {
    const result = await sender().send({ to: '+61400000000', body: 'hi' });
    expect(result.accepted).toBe(false);
    expect(result.error).toContain('is not a valid phone number');
  });

  it('answers not accepted when Twilio cannot be reached', async () => {
    const unreachable = createSmsSender({
      twilio: { accountSid: 'AC123', authToken: 't', from: '+61499999999', baseUrl: 'http://127.0.0.1:1' },
      mailboxDir: 'unused',
    });
    const result = await unreachable.send({ to: '0412345678', body: 'hi' });
    expect(result.accepted).toBe(false);
    expect(result.error).toBeTruthy();
  });
});

describe('SMS into the local mailbox', () => {
  it('writes the text message as a readable file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cobber-sms-'));
    const result = await createSmsSender({ mailboxDir: dir }).send({ to: '0412 345 678', body: 'Your receipt: http://x/r' });
    expect(result.accepted).toBe(true);
    const [file] = await readdir(dir);
    expect(file).toMatch(/-sms-.*\.txt$/);
    const text = await readFile(join(dir, file!), 'utf8');
    expect(text).toContain('SMS to 0412 345 678');
    expect(text).toContain('Your receipt: http://x/r');
    expect(text).toContain('Goes as 1 SMS (GSM-7)');
  });

  it('keeps a text in any script as written, and says it goes as UCS-2 and how many SMS', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cobber-sms-'));
    const body = 'Cảm ơn Nguyễn Thị Minh! Biên lai REC-0001 từ Đặng Electrical 电工: https://cobber.example/receipt/4f1c0d7e';
    await createSmsSender({ mailboxDir: dir }).send({ to: '0412 345 678', body });
    const [file] = await readdir(dir);
    const text = await readFile(join(dir, file!), 'utf8');
    expect(text).toContain(body);
    expect(text).toContain('Goes as 2 SMS (UCS-2)');
  });

  it('keeps the folder and the file to their owner (0700, 0600)', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'cobber-sms-')), 'mailbox');
    await createSmsSender({ mailboxDir: dir }).send({ to: '0412 345 678', body: 'Your receipt: http://x/r' });
    const [file] = await readdir(dir);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dir, file!))).mode & 0o777).toBe(0o600);
  });
});
