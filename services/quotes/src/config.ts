import { settings } from '@cobber/kit';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const QuotesServiceSettings = z.object({
  DATABASE_URL: settings.databaseUrl(),
  IDENTITY_SECRET: settings.secret(),
  QUOTES_PORT: settings.port(4002),
  /** Where emailed links point: the app as clients reach it. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  SMTP_URL: optional(z.url()),
  MAIL_FROM: z.string().default('Cobber <quotes@cobber.local>'),
  MAILBOX_DIR: z.string().default('.data/mailbox'),
  OPENAI_API_KEY: optional(z.string().min(1)),
  OPENAI_BASE_URL: optional(z.url()),
  OPENAI_MODEL: optional(z.string().min(1)),
  KAFKA_BROKERS: settings.kafkaBrokers(),
  KAFKA_TOPIC_PREFIX: settings.kafkaTopicPrefix(),
  LOG_LEVEL: settings.logLevel(),
});
export type QuotesServiceSettings = z.infer<typeof QuotesServiceSettings>;
