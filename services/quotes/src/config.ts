import { checkMailTransport, DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY, DEFAULT_SMS_LIMIT_PER_OWNER_PER_DAY, mailSettings, settings, type SmsSenderOptions } from '@cobber/kit';
import { checkPhotoStorage, photoStorageSettings } from '@cobber/kit/photos';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const QuotesServiceSettings = z.object({
  DATABASE_URL: settings.databaseUrl(),
  IDENTITY_SECRET: settings.secret(),
  QUOTES_PORT: settings.port(4002),
  /** Where emailed links point: the app as clients reach it. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** The business service, asked whether a client is the owner's when this service has not heard of it yet. */
  BUSINESS_URL: z.url().default('http://localhost:4001'),
  /** How mail goes: SMTP_URL, or the local mailbox only when MAIL_TRANSPORT=mailbox asks (checkMailTransport). */
  SMTP_URL: mailSettings.SMTP_URL,
  MAIL_TRANSPORT: mailSettings.MAIL_TRANSPORT,
  MAILBOX_DIR: mailSettings.MAILBOX_DIR,
  /** The address mail is sent from; a client's mail shows the business's name with it ("Olly Electrical via Cobber"). */
  MAIL_FROM: z.string().default('Cobber <quotes@cobber.local>'),
  /** Emails sent for one business in its day (then 429). */
  MAIL_LIMIT_PER_OWNER_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY),
  /** Quotes by text (issue 17) go the receipts' way: the same Twilio settings and a daily limit per business. */
  SMS_LIMIT_PER_OWNER_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_SMS_LIMIT_PER_OWNER_PER_DAY),
  TWILIO_ACCOUNT_SID: optional(z.string().min(1)),
  TWILIO_AUTH_TOKEN: optional(z.string().min(1)),
  TWILIO_FROM: optional(z.string().min(1)),
  OPENAI_API_KEY: optional(z.string().min(1)),
  OPENAI_BASE_URL: optional(z.url()),
  OPENAI_MODEL: optional(z.string().min(1)),
  /** The model voice notes are transcribed with (issue 13), default gpt-4o-mini-transcribe. */
  OPENAI_TRANSCRIBE_MODEL: optional(z.string().min(1)),
  /** How often due quote follow-ups are looked for, in seconds (issue 12). */
  REMINDER_CHECK_SECONDS: settings.reminderCheckSeconds(),
  KAFKA_BROKERS: settings.kafkaBrokers(),
  KAFKA_TOPIC_PREFIX: settings.kafkaTopicPrefix(),
  /** Where job photos are kept (issue 14), in its photos folder: the business service's uploads folder. */
  UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
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
