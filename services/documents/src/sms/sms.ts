/**
 * Sending text messages: through Twilio's REST API when an account is
 * set, otherwise into the local mailbox folder as a readable file, like mail.
 * Sending never throws: a failure answers `accepted: false` with the reason, so the
 * caller can leave the receipt unsent and tell the user why.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { smsNumber } from './phone.ts';
import { smsSegments } from './segments.ts';

export interface SmsMessage {
  /** The client's number, e.g. `0412 345 678` or `+61412345678`; sent as E.164 (see phone.ts). */
  to: string;
  body: string;
}

export interface SmsResult {
  accepted: boolean;
  /** Twilio's message SID, or the mailbox file's id. */
  id: string;
  error?: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<SmsResult>;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender id. */
  from: string;
  /** `https://api.twilio.com` unless a test points it at a fake. */
  baseUrl?: string;
}

export interface SmsSenderOptions {
  twilio?: TwilioSettings | undefined;
  /** Without Twilio, texts are kept here — only when the local mailbox is asked for (null: texts are refused). */
  mailboxDir: string | null;
  timeoutMs?: number;
}

const NOT_SET_UP = 'Text messages are not set up here: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM';

/** No provider and no mailbox asked for: every text is refused with what to set, never faked. */
const refusingSender: SmsSender = {
  send: async () => ({ accepted: false, id: '', error: NOT_SET_UP }),
};

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function twilioSender(twilio: TwilioSettings, timeoutMs: number): SmsSender {
  const base = twilio.baseUrl ?? 'https://api.twilio.com';
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  return {
    async send(message) {
      // Checked before sending too; this is the last word on what reaches Twilio.
      const to = smsNumber(message.to);
      if (!to) return { accepted: false, id: '', error: `Not a number Cobber texts: ${message.to}` };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: twilio.from, Body: message.body }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const answer = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
        if (!response.ok) return { accepted: false, id: '', error: answer.message ?? `Twilio answered ${response.status}` };
        return { accepted: true, id: answer.sid ?? '' };
      } catch (error) {
        return { accepted: false, id: '', error: errorMessage(error) };
      }
    },
  };
}

function mailboxSender(dir: string): SmsSender {
  return {
    async send(message) {
      const id = randomUUID();
      const sentAt = new Date().toISOString();
      try {
        // Private like the mail beside it: a text carries the receipt's link.
        await mkdir(dir, { recursive: true, mode: 0o700 });
        const { segments, encoding } = smsSegments(message.body);
        const text = `SMS to ${message.to}\nSent ${sentAt}\nGoes as ${segments} SMS (${encoding})\n\n${message.body}\n`;
        await writeFile(join(dir, `${sentAt.replace(/[:.]/g, '-')}-sms-${id.slice(0, 8)}.txt`), text, { mode: 0o600 });
        return { accepted: true, id };
      } catch (error) {
        return { accepted: false, id, error: errorMessage(error) };
      }
    },
  };
}

export function createSmsSender(options: SmsSenderOptions): SmsSender {
  if (options.twilio) return twilioSender(options.twilio, options.timeoutMs ?? 15_000);
  return options.mailboxDir === null ? refusingSender : mailboxSender(options.mailboxDir);
}
