import { settings } from '@cobber/kit';
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const InvoicesServiceSettings = z.object({
  DATABASE_URL: settings.databaseUrl(),
  IDENTITY_SECRET: settings.secret(),
  INVOICES_PORT: settings.port(4003),
  /** Where emailed and texted links point: the app as clients reach it. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  SMTP_URL: optional(z.url()),
  MAIL_FROM: z.string().default('Cobber <invoices@cobber.local>'),
  /** The local mailbox, for mail and text messages when no provider is set. */
  MAILBOX_DIR: z.string().default('.data/mailbox'),
  TWILIO_ACCOUNT_SID: optional(z.string().min(1)),
  TWILIO_AUTH_TOKEN: optional(z.string().min(1)),
  TWILIO_FROM: optional(z.string().min(1)),
  KAFKA_BROKERS: settings.kafkaBrokers(),
  KAFKA_TOPIC_PREFIX: settings.kafkaTopicPrefix(),
  LOG_LEVEL: settings.logLevel(),
}).superRefine((env, ctx) => {
  // Half a Twilio account would silently fall back to the mailbox: refuse it at start-up.
  const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'Set all three Twilio settings, or none' });
    }
  }
});
export type InvoicesServiceSettings = z.infer<typeof InvoicesServiceSettings>;
