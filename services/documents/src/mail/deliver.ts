import { ErrorCode } from '@cobber/contracts';
import { HttpError, type Knex } from '@cobber/kit';
import { reserveSms } from '../sms/sms-log.ts';
import type { SmsSender } from '../sms/sms.ts';
import type { DailyLimit } from './daily-limit.ts';
import { reserveMail } from './mail-log.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** Whose message it is and what it is about, as the logs keep it. */
export interface SentFor {
  ownerId: string;
  related: { type: string; id: string };
}

/**
 * Mails a document to a business's client within the business's daily limit: the send is
 * logged before it goes (429 past the limit, nothing sent) and settled after. Only a message
 * the mail server accepted counts as sent; a refusal is the 502 the owner reads.
 */
export async function mailDocument(db: Knex, mailer: Mailer, message: MailMessage, sentFor: SentFor, limit: DailyLimit): Promise<void> {
  const pending = await reserveMail(db, { to: message.to, subject: message.subject, ...sentFor }, limit);
  const result = await mailer.send(message);
  await pending.settle(result);
  if (!result.accepted) throw new HttpError(502, ErrorCode.badGateway, `The email could not be sent: ${result.error ?? 'the mail server refused it'}`);
}

/** Texts a document's link the same way: within the daily limit, logged, a refusal answered 502. */
export async function textDocument(db: Knex, sms: SmsSender, text: { to: string; body: string }, sentFor: SentFor, limit: DailyLimit): Promise<void> {
  const pending = await reserveSms(db, { ...text, ...sentFor }, limit);
  const result = await sms.send(text);
  await pending.settle(result);
  if (!result.accepted) throw new HttpError(502, ErrorCode.badGateway, `The text message could not be sent: ${result.error ?? 'the SMS provider refused it'}`);
}
