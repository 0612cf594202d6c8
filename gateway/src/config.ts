import { checkMailTransport, mailSettings, settings } from '@cobber/kit';
import { z } from 'zod';

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());
const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** A host name or an IP address, as a browser puts it in Host (without the port). */
const hostName = z.union([z.ipv4(), z.ipv6(), z.string().regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i)]);
const hostNames = z
  .string()
  .default('')
  .transform((list) => list.split(',').map((name) => name.trim()).filter((name) => name !== ''))
  .refine((names) => names.every((name) => hostName.safeParse(name).success), 'Must be host names or IP addresses, separated by commas');

export const GatewaySettings = z
  .object({
    PORT: settings.port(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: settings.databaseUrl(),
    IDENTITY_SECRET: settings.secret(),
    SESSION_SECRET: settings.secret(),
    /** The app's own origin as users reach it; decides Secure cookies, HSTS, the origin check and links in account mail. */
    PUBLIC_URL: optionalUrl,
    /** More names the app answers to besides this machine's own and PUBLIC_URL's (others get 421). */
    ALLOWED_HOSTS: hostNames,
    /** Set behind a TLS-terminating proxy so X-Forwarded-Proto and the proxy's own -For entry are believed. */
    TRUST_PROXY: flag('false'),
    BUSINESS_URL: optionalUrl,
    QUOTES_URL: optionalUrl,
    INVOICES_URL: optionalUrl,
    PAYMENTS_URL: optionalUrl,
    /** Where the built shell and microfrontends are (each package's dist/). */
    FRONTENDS_DIR: z.string().default('.'),
    LOGIN_LIMIT_PER_IP: count(30),
    /** Failed sign-ins for one email from one client address per window; then that pair answers 429. */
    LOGIN_LIMIT_PER_EMAIL_AND_IP: count(10),
    /** Failed sign-ins for one email from any addresses per window; then its attempts wait longer and longer, and a wrong password answers 429. */
    LOGIN_LIMIT_PER_EMAIL: count(5),
    /** The longest such a wait grows (from 1 s, doubling). */
    LOGIN_DELAY_MAX_SECONDS: count(10),
    LOGIN_LIMIT_WINDOW_SECONDS: count(900),
    /** Signed-out calls (public quote and invoice reads and answers, the client's deposit payment) per client address per window. */
    PUBLIC_LIMIT_PER_IP: count(300),
    PUBLIC_LIMIT_WINDOW_SECONDS: count(300),
    /** Password reset, sign-up and confirmation mails asked for one address per hour. */
    ACCOUNT_MAIL_LIMIT_PER_EMAIL: count(5),
    /** Sign-up is email-first and Cobber sends for an owner only once their email is confirmed; the embedded default sets it false. */
    REQUIRE_EMAIL_CONFIRMATION: flag('true'),
    /** How mail goes: SMTP_URL, or the local mailbox only when MAIL_TRANSPORT=mailbox asks (checkMailTransport). */
    SMTP_URL: mailSettings.SMTP_URL,
    MAIL_TRANSPORT: mailSettings.MAIL_TRANSPORT,
    MAILBOX_DIR: mailSettings.MAILBOX_DIR,
    MAIL_FROM: z.string().default('Cobber <accounts@cobber.local>'),
    LOG_LEVEL: settings.logLevel(),
  })
  .superRefine(checkMailTransport);
export type GatewaySettings = z.infer<typeof GatewaySettings>;
