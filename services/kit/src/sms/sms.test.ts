import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender } from './index.ts';

interface TwilioRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: URLSearchParams;
}

/** A stand-in for api.twilio.com answering as Twilio does: 201 with a SID, or 400 with a message. */
async function startFakeTwilio(): Promise<{ url: string; requests: TwilioRequest[]; server: Server }> {
  const requests: TwilioRequest[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server = createServer(async (req, res) => {
    const form = new URLSearchParams(await read(req));
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization ?? '',
      contentType: req.headers['content-type'] ?? '',
      form,
    });
    res.setHeader('content-type', 'application/json');
    if (form.get('To') === '+61400000000') {
      res.statusCode = 400;
      res.end(JSON.stringify({ code: 21211, message: "The 'To' number +61400000000 is not a valid phone number.", status: 400 }));
      return;
    }
    res.statusCode = 201;
    res.end(JSON.stringify({ sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

describe('SMS through Twilio', () => {
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(() => new Promise<void>((resolve) => twilio.server.close(() => resolve())));

  const sender = () =>
    createSmsSender({
      twilio: { accountSid: 'AC123', authToken: 'secret-token', from: '+61499999999', baseUrl: twilio.url },
      mailboxDir: 'unused',
    });

  it('posts the form Twilio expects, with basic auth, and answers the SID', async () => {
    const result = await sender().send({ to: '0412 345 678', body: 'Receipt REC-0001: $120.00 received. Thanks!' });
    expect(result).toEqual({ accepted: true, id: 'SM0123456789abcdef0123456789abcdef' });
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
  });
});
