import { settings } from '@cobber/kit';
import { checkMailTransport, DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY, DEFAULT_SMS_LIMIT_PER_OWNER_PER_DAY, mailSettings, type SmsSenderOptions } from '@cobber/documents';
import { checkPhotoStorage, photoStorageSettings } from '@cobber/documents/photos';
import { z } from 'zod';
import { checkXeroSettings } from './xero/settings.ts';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const InvoicesServiceSettings = z.object({
  DATABASE_URL: settings.databaseUrl().describe('PostgreSQL; the service owns the `invoices` schema.'),
  IDENTITY_SECRET: settings.secret().describe('Same value as the gateway\'s.'),
  INVOICES_PORT: settings.port(4003).describe('Where the service listens.'),
  /** Where emailed and texted links point: the app as clients reach it. */
  PUBLIC_URL: z.url().default('http://localhost:3000').describe('The app as clients reach it: emailed invoice links (`/invoice/:id/pay`), texted receipt links and the logo in PDFs.'),
  /** The quotes service (its own port on this machine unless set): an invoice is made from the quote as it stands there, never from this service's copy. */
  QUOTES_URL: z.url().default('http://localhost:4002').describe('The quotes service: an invoice is made from the quote as it stands there (`GET /internal/quotes/:id`); unreachable, `create-invoice` and `reset-from-quote` answer `503` and bill nothing.'),
  /** How mail goes: SMTP_URL, or the local mailbox only when MAIL_TRANSPORT=mailbox asks (checkMailTransport). */
  SMTP_URL: mailSettings.SMTP_URL.describe('Mail through this SMTP server. Without it (and without `MAIL_TRANSPORT=mailbox`) the service exits at start-up with code 2, naming both settings: a deployment never quietly keeps its clients\' mail in a folder and counts it as sent.'),
  MAIL_TRANSPORT: mailSettings.MAIL_TRANSPORT.describe('`smtp` when `SMTP_URL` is set; `mailbox` keeps every email in `MAILBOX_DIR` instead (demos; refused beside an `SMTP_URL`).'),
  MAILBOX_DIR: mailSettings.MAILBOX_DIR.describe('The local mailbox, with `MAIL_TRANSPORT=mailbox`, for mail and, without Twilio, text messages.'),
  /** The address mail is sent from; a client's mail shows the business's name with it ("Olly Electrical via Cobber"). */
  MAIL_FROM: z.string().default('Cobber <invoices@cobber.local>').describe('Sender; a client\'s mail shows the business\'s name with it ("Olly Electrical via Cobber").'),
  /** Emails and text messages sent for one business in its day (then 429). */
  MAIL_LIMIT_PER_OWNER_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY).describe('Invoice and receipt emails one business may send in its day (then 429).'),
  SMS_LIMIT_PER_OWNER_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_SMS_LIMIT_PER_OWNER_PER_DAY).describe('Text messages one business may send in its day (then 429).'),
  TWILIO_ACCOUNT_SID: optional(z.string().min(1)).describe('Twilio account (`AC…`); with the next two, receipts by SMS go through Twilio. Set all three or none (start-up refuses a partial set).'),
  TWILIO_AUTH_TOKEN: optional(z.string().min(1)).describe('Twilio auth token (basic auth with the account SID).'),
  TWILIO_FROM: optional(z.string().min(1)).describe('The sending number (E.164, e.g. `+61400000000`) or alphanumeric sender id. Without Twilio, texts go to the local mailbox with `MAIL_TRANSPORT=mailbox`, and are otherwise refused (502 naming the settings), never faked.'),
  /** How often due invoice reminders are looked for, in seconds. */
  REMINDER_CHECK_SECONDS: settings.reminderCheckSeconds().describe('How often invoices due a reminder are looked for, 1 to 60 seconds.'),
  KAFKA_BROKERS: settings.kafkaBrokers(),
  KAFKA_TOPIC_PREFIX: settings.kafkaTopicPrefix(),
  /** Where receipts' job photos are kept, in its photos folder: the quotes service's uploads folder. */
  UPLOAD_DIR: z.string().min(1).default('.data/uploads').describe('Where receipts\' job photos are kept (`photos/`, the same folder and kind of random names as the quotes service\'s) unless `S3_BUCKET` is set. `npm start` sets `DATA_DIR/uploads` for both services, so backups keep them.'),
  /** Or in an S3-compatible bucket when S3_BUCKET is set (S3_ENDPOINT, S3_REGION, the keys). */
  ...photoStorageSettings,
  /** Xero kept in step, when the server has a Xero app (xero/settings.ts turns these into the service's options). */
  XERO_CLIENT_ID: optional(z.string().min(1).max(100)).describe('The Xero app\'s client id (developer.xero.com → My Apps). Unset, Settings → Accounting says Xero is not set up on this server and only the CSV exports are offered.'),
  XERO_CLIENT_SECRET: optional(z.string().min(1).max(200)).describe('The Xero app\'s client secret; required with `XERO_CLIENT_ID`.'),
  XERO_TOKEN_KEY: optional(z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')).describe('The AES-256-GCM key Xero\'s tokens are kept under (64 hex characters, e.g. `openssl rand -hex 32`). Unset, a key is drawn from `IDENTITY_SECRET` (so `npm start` needs none); changing either means connecting Xero again.'),
  XERO_LOGIN_URL: z.url().default('https://login.xero.com').describe('Where the owner signs in to Xero (`/identity/connect/authorize`). Only tests change it.'),
  XERO_IDENTITY_URL: z.url().default('https://identity.xero.com').describe('Xero\'s tokens and revocation (`/connect/token`, `/connect/revocation`). Only tests change it.'),
  XERO_API_URL: z.url().default('https://api.xero.com').describe('Xero\'s connections and Accounting API (`/connections`, `/api.xro/2.0`). Only tests change it.'),
  XERO_SYNC_SECONDS: z.coerce.number().int().min(1).max(60).default(60).describe('How often documents due for Xero are sent (and failed ones retried, with backoff), 1 to 60 seconds.'),
  XERO_PAYMENTS_READ_MINUTES: z.coerce.number().int().min(1).max(60).default(5).describe('How often payments entered in Xero are read back as receipts, 1 to 60 minutes.'),
  LOG_LEVEL: settings.logLevel(),
}).superRefine((env, ctx) => {
  checkXeroSettings(env, ctx);
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
export type InvoicesServiceSettings = z.infer<typeof InvoicesServiceSettings>;

/**
 * How texts go, as the validated settings say: Twilio (all three set); without it, the local
 * mailbox only when it is asked for, like mail; else refused.
 */
export function smsSettings(s: InvoicesServiceSettings): SmsSenderOptions {
  const twilio = s.TWILIO_ACCOUNT_SID && s.TWILIO_AUTH_TOKEN && s.TWILIO_FROM ? { accountSid: s.TWILIO_ACCOUNT_SID, authToken: s.TWILIO_AUTH_TOKEN, from: s.TWILIO_FROM } : undefined;
  return { twilio, mailboxDir: s.MAIL_TRANSPORT === 'mailbox' ? s.MAILBOX_DIR : null };
}
