import { settings } from '@cobber/kit';
import { checkMailTransport, DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY, mailSettings } from '@cobber/documents';
import { z } from 'zod';

const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const VAPID_KEY = /^[A-Za-z0-9_-]+$/;

export const BusinessServiceSettings = z
  .object({
    DATABASE_URL: settings.databaseUrl().describe('PostgreSQL; the service owns the `business` schema.'),
    IDENTITY_SECRET: settings.secret().describe('Same value as the gateway\'s.'),
    BUSINESS_PORT: settings.port(4001).describe('Where the service listens.'),
    UPLOAD_DIR: z.string().min(1).default('.data/uploads').describe('Where uploaded logos are kept (re-encoded PNGs under random names).'),
    /** Where the owner's notification emails link to: the app as they reach it. */
    PUBLIC_URL: z.url().default('http://localhost:3000').describe('The app as the owner reaches it: the links in their notification emails.'),
    /** How the owner's notification emails go (as every service's mail, checkMailTransport). */
    SMTP_URL: mailSettings.SMTP_URL.describe('How the owner\'s notification emails go: through this SMTP server, or the local mailbox with `MAIL_TRANSPORT=mailbox`; neither stops the service at start-up (exit 2).'),
    MAIL_TRANSPORT: mailSettings.MAIL_TRANSPORT.describe('`smtp` when `SMTP_URL` is set; `mailbox` keeps every email in `MAILBOX_DIR` instead (demos; refused beside an `SMTP_URL`).'),
    MAILBOX_DIR: mailSettings.MAILBOX_DIR.describe('The local mailbox, with `MAIL_TRANSPORT=mailbox`.'),
    MAIL_FROM: z.string().default('Cobber <notifications@cobber.local>').describe('Sender of the owner\'s notification emails.'),
    MAIL_LIMIT_PER_OWNER_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY).describe('Notification emails one business may be sent in its day (then they wait for the next day\'s retry; the bell\'s list still has them).'),
    /**
     * The Web Push key pair (VAPID, base64url; `npx web-push generate-vapid-keys` makes one).
     * npm start makes and keeps its own; every instance of a distributed deployment needs the
     * same pair. Without it, phone notifications are off.
     */
    VAPID_PUBLIC_KEY: z.preprocess(unsetWhenEmpty, z.string().regex(VAPID_KEY, 'base64url text').optional()).describe('The Web Push public key (base64url, as `npx web-push generate-vapid-keys` prints it); every instance of a distributed deployment needs the same pair. `npm start` makes a pair once and keeps it in `DATA_DIR/secrets.json`. Unset: no phone notifications (`/api/notifications/push-key` answers 404). Set both or neither.'),
    VAPID_PRIVATE_KEY: z.preprocess(unsetWhenEmpty, z.string().regex(VAPID_KEY, 'base64url text').optional()).describe('The Web Push private key, with `VAPID_PUBLIC_KEY`.'),
    /** Who push services may contact about our pushes: a mailto: or https: address. */
    VAPID_SUBJECT: z.string().regex(/^(mailto:|https:)/, 'a mailto: or https: address').default('mailto:notifications@cobber.local').describe('Who push services may contact about our pushes (a `mailto:` or `https:` address).'),
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
