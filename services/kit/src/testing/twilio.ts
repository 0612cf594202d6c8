import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: URLSearchParams;
}

export interface FakeTwilio {
  /** The base URL to give the SMS sender in place of https://api.twilio.com. */
  url: string;
  requests: TwilioRequest[];
  /** Numbers (E.164) Twilio refuses, as it does an invalid `To`. */
  refuse: Set<string>;
  stop(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A stand-in for api.twilio.com answering as Twilio does: 201 with a SID, or 400 with a message. */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const requests: TwilioRequest[] = [];
  const refuse = new Set<string>();
  const server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization ?? '',
      contentType: req.headers['content-type'] ?? '',
      form,
    });
    res.setHeader('content-type', 'application/json');
    const to = form.get('To') ?? '';
    if (refuse.has(to)) {
      res.statusCode = 400;
      res.end(JSON.stringify({ code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 }));
      return;
    }
    res.statusCode = 201;
    res.end(JSON.stringify({ sid: `SM${crypto.randomUUID().replaceAll('-', '')}`, status: 'queued' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    refuse,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
