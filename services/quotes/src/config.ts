import { checkMailTransport, DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY, mailSettings, settings } from '@cobber/kit';
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
  MAIL_FROM: z.string().default('Cobber <quotes@cobber.local>'),
  /** Emails sent for one business in its day (then 429). */
  MAIL_LIMIT_PER_OWNER_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY),
  OPENAI_API_KEY: optional(z.string().min(1)),
  OPENAI_BASE_URL: optional(z.url()),
  OPENAI_MODEL: optional(z.string().min(1)),
  /** How often due quote follow-ups are looked for, in seconds (issue 12). */
  REMINDER_CHECK_SECONDS: settings.reminderCheckSeconds(),
  KAFKA_BROKERS: settings.kafkaBrokers(),
  KAFKA_TOPIC_PREFIX: settings.kafkaTopicPrefix(),
  LOG_LEVEL: settings.logLevel(),
}).superRefine(checkMailTransport);
export type QuotesServiceSettings = z.infer<typeof QuotesServiceSettings>;
