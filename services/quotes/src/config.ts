import { settings } from '@cobber/kit';
import { checkMailTransport, DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY, DEFAULT_SMS_LIMIT_PER_OWNER_PER_DAY, mailSettings, type SmsSenderOptions } from '@cobber/documents';
import { checkPhotoStorage, photoStorageSettings } from '@cobber/documents/photos';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const QuotesServiceSettings = z.object({
  DATABASE_URL: settings.databaseUrl().describe('PostgreSQL; the service owns the `quotes` schema.'),
  IDENTITY_SECRET: settings.secret().describe('Same value as the gateway\'s.'),
  QUOTES_PORT: settings.port(4002).describe('Where the service listens.'),
  /** Where emailed links point: the app as clients reach it. */
  PUBLIC_URL: z.url().default('http://localhost:3000').describe('The app as clients reach it: emailed links (`/quote/:id`) and the logo in PDFs.'),
  /** The business service, asked whether a client is the owner's when this service has not heard of it yet. */
  BUSINESS_URL: z.url().default('http://localhost:4001').describe('The business service: a new quote\'s `clientId` must be one of the owner\'s clients, and a client the service has not heard of yet by event (made a moment ago) is asked of it there; unreachable, the quote answers `503`.'),
  /** How mail goes: SMTP_URL, or the local mailbox only when MAIL_TRANSPORT=mailbox asks (checkMailTransport). */
  SMTP_URL: mailSettings.SMTP_URL.describe('Mail through this SMTP server. Without it (and without `MAIL_TRANSPORT=mailbox`) the service exits at start-up with code 2, naming both settings: a deployment never quietly keeps its clients\' mail in a folder and counts it as sent.'),
  MAIL_TRANSPORT: mailSettings.MAIL_TRANSPORT.describe('`smtp` when `SMTP_URL` is set; `mailbox` keeps every email in `MAILBOX_DIR` instead (demos; refused beside an `SMTP_URL`).'),
  MAILBOX_DIR: mailSettings.MAILBOX_DIR.describe('The local mailbox, with `MAIL_TRANSPORT=mailbox`, for mail and, without Twilio, text messages.'),
  /** The address mail is sent from; a client's mail shows the business's name with it ("Olly Electrical via Cobber"). */
  MAIL_FROM: z.string().default('Cobber <quotes@cobber.local>').describe('Sender; a client\'s mail shows the business\'s name with it ("Olly Electrical via Cobber").'),
  /** Emails sent for one business in its day (then 429). */
  MAIL_LIMIT_PER_OWNER_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY).describe('Emails one business may send through this service in its day (midnight to midnight in its time zone; then 429, nothing sent).'),
  /** Quotes by text go the receipts' way: the same Twilio settings and a daily limit per business. */
  SMS_LIMIT_PER_OWNER_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_SMS_LIMIT_PER_OWNER_PER_DAY).describe('Quotes texted for one business in its day (then 429).'),
  TWILIO_ACCOUNT_SID: optional(z.string().min(1)).describe('Twilio account (`AC…`); with the next two, quotes by text go through Twilio. Without Twilio, texts go to the local mailbox with `MAIL_TRANSPORT=mailbox`, else are refused (502). All three or none.'),
  TWILIO_AUTH_TOKEN: optional(z.string().min(1)).describe('Twilio auth token (basic auth with the account SID).'),
  TWILIO_FROM: optional(z.string().min(1)).describe('The sending number (E.164, e.g. `+61400000000`) or alphanumeric sender id.'),
  OPENAI_API_KEY: optional(z.string().min(1)).describe('Draft quotes with OpenAI (structured output, the 20 price book items closest to the notes in the prompt, the answer re-priced from the book). Unset: the built-in drafter, pricing from the price book, then its Australian price list.'),
  OPENAI_BASE_URL: optional(z.url()).describe('Any OpenAI-compatible server (Ollama, vLLM…); unset, OpenAI\'s own.'),
  OPENAI_MODEL: optional(z.string().min(1)).describe('Model for drafting (unset: `gpt-4o-mini`).'),
  /** The model voice notes are transcribed with, default gpt-4o-mini-transcribe. */
  OPENAI_TRANSCRIBE_MODEL: optional(z.string().min(1)).describe('Model voice notes are transcribed with, with `OPENAI_API_KEY` (unset: `gpt-4o-mini-transcribe`).'),
  /** How often due quote follow-ups are looked for, in seconds. */
  REMINDER_CHECK_SECONDS: settings.reminderCheckSeconds().describe('How often quotes due a follow-up are looked for, 1 to 60 seconds; the same check marks quotes past their last day expired.'),
  KAFKA_BROKERS: settings.kafkaBrokers(),
  KAFKA_TOPIC_PREFIX: settings.kafkaTopicPrefix(),
  /** Where job photos are kept, in its photos folder: the business service's uploads folder. */
  UPLOAD_DIR: z.string().min(1).default('.data/uploads').describe('Where job photos are kept (`photos/`: a 1600 px and a 320 px JPEG of each, under random names) unless `S3_BUCKET` is set. `npm start` sets `DATA_DIR/uploads`, so backups keep them.'),
  /** Or in an S3-compatible bucket when S3_BUCKET is set (S3_ENDPOINT, S3_REGION, the keys). */
  ...photoStorageSettings,
  LOG_LEVEL: settings.logLevel(),
}).superRefine((env, ctx) => {
  checkMailTransport(env, ctx);
  checkPhotoStorage(env, ctx);
  // Half a Twilio account would silently fall back to the mailbox: refuse it at start-up.
  const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'Set all three Twilio settings, or none' });
    }
  }
});
export type QuotesServiceSettings = z.infer<typeof QuotesServiceSettings>;

/** How texts go: Twilio (all three set); without it, the local mailbox only when mail goes there too; else refused. */
export function smsSettings(s: QuotesServiceSettings): SmsSenderOptions {
  const twilio = s.TWILIO_ACCOUNT_SID && s.TWILIO_AUTH_TOKEN && s.TWILIO_FROM ? { accountSid: s.TWILIO_ACCOUNT_SID, authToken: s.TWILIO_AUTH_TOKEN, from: s.TWILIO_FROM } : undefined;
  return { twilio, mailboxDir: s.MAIL_TRANSPORT === 'mailbox' ? s.MAILBOX_DIR : null };
}
