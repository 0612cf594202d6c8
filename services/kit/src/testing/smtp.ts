import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  mail: ParsedMail;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** How long it takes to accept each message from now on (a slow mail server). */
  delayMs: number;
  stop(): Promise<void>;
}

/** A real SMTP server on loopback (no TLS, no auth) that keeps every message it gets, parsed. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = { delayMs: 0 };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await new Promise((resolve) => setTimeout(resolve, server.delayMs));
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  const port = await new Promise<number>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)));
  return Object.assign(server, {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  });
}
