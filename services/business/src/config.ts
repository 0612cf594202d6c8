import { checkMailTransport, DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY, mailSettings, settings } from '@cobber/kit';
import { z } from 'zod';

const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const VAPID_KEY = /^[A-Za-z0-9_-]+$/;

export const BusinessServiceSettings = z
  .object({
    DATABASE_URL: settings.databaseUrl(),
    IDENTITY_SECRET: settings.secret(),
    BUSINESS_PORT: settings.port(4001),
    UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
    /** Where the owner's notification emails link to: the app as they reach it. */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** How the owner's notification emails go (as every service's mail, checkMailTransport). */
    SMTP_URL: mailSettings.SMTP_URL,
    MAIL_TRANSPORT: mailSettings.MAIL_TRANSPORT,
    MAILBOX_DIR: mailSettings.MAILBOX_DIR,
    MAIL_FROM: z.string().default('Cobber <notifications@cobber.local>'),
    MAIL_LIMIT_PER_OWNER_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY),
    /**
     * The Web Push key pair (VAPID, base64url; `npx web-push generate-vapid-keys` makes one).
     * npm start makes and keeps its own; every instance of a distributed deployment needs the
     * same pair. Without it, phone notifications are off.
     */
    VAPID_PUBLIC_KEY: z.preprocess(unsetWhenEmpty, z.string().regex(VAPID_KEY, 'base64url text').optional()),
    VAPID_PRIVATE_KEY: z.preprocess(unsetWhenEmpty, z.string().regex(VAPID_KEY, 'base64url text').optional()),
    /** Who push services may contact about our pushes: a mailto: or https: address. */
    VAPID_SUBJECT: z.string().regex(/^(mailto:|https:)/, 'a mailto: or https: address').default('mailto:notifications@cobber.local'),
    KAFKA_BROKERS: settings.kafkaBrokers(),
    KAFKA_TOPIC_PREFIX: settings.kafkaTopicPrefix(),
    LOG_LEVEL: settings.logLevel(),
  })
  .superRefine(checkMailTransport)
  .superRefine((env, ctx) => {
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither' });
    }
  });
export type BusinessServiceSettings = z.infer<typeof BusinessServiceSettings>;
