import { settings } from '@cobber/kit';
import { checkMailTransport, mailSettings } from '@cobber/documents';
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
    PORT: settings.port(3000).describe('Where the gateway listens; `0` picks a free port.'),
    HOST: z.string().default('0.0.0.0').describe('The address the gateway listens on.'),
    DATABASE_URL: settings.databaseUrl().describe('PostgreSQL; the gateway owns the `identity` schema (users, sessions).'),
    IDENTITY_SECRET: settings.secret().describe('At least 32 characters. Signs the identity assertion sent to services; every service must have the same value.'),
    SESSION_SECRET: settings.secret().describe('At least 32 characters. Signs the session cookie.'),
    /** The app's own origin as users reach it; decides Secure cookies, HSTS, the origin check and links in account mail. */
    PUBLIC_URL: optionalUrl.describe('The app\'s public origin, e.g. `https://app.cobber.au` (unset: the request\'s origin): links in account emails, Secure cookies and HSTS when it is `https:`, and the origin check.'),
    /** More names the app answers to besides this machine's own and PUBLIC_URL's (others get 421). */
    ALLOWED_HOSTS: hostNames.describe('More names the app answers to, comma-separated (`cobber.lan,192.168.1.50`). Every request must name this machine (localhost, `*.localhost`, loopback, its host name or an interface\'s address), `PUBLIC_URL`\'s host or one of these in `Host` (and in every `X-Forwarded-Host` entry with `TRUST_PROXY`); any other answers 421, so a DNS-rebinding page cannot drive the app. A proxy in front must pass the public name on.'),
    /** Set behind a TLS-terminating proxy so X-Forwarded-Proto and the proxy's own -For entry are believed. */
    TRUST_PROXY: flag('false').describe('`true` behind a TLS-terminating proxy, so `X-Forwarded-Proto` and `X-Forwarded-For` are believed (HTTPS detection, rate limits per client address). Only the last `X-Forwarded-For` entry — the one the proxy itself appended — is taken as the client\'s address; entries a client wrote before it are ignored.'),
    BUSINESS_URL: optionalUrl.describe('Base URL of the business service. Paths of a service that is not set answer 503 with a message.'),
    QUOTES_URL: optionalUrl.describe('Base URL of the quotes service (also where the server render of the public quote page fetches its data).'),
    INVOICES_URL: optionalUrl.describe('Base URL of the invoices service.'),
    PAYMENTS_URL: optionalUrl.describe('Base URL of the payments service.'),
    /** Where the built shell and microfrontends are (each package's dist/). */
    FRONTENDS_DIR: z.string().default('.').describe('Folder holding `shell/dist`, `mfe-*/dist` and `mfe-public/dist-server` (the server render of the public pages: `/quote/<id>` answers HTML with the quote in it).'),
    LOGIN_LIMIT_PER_IP: count(30).describe('Sign-ins, sign-ups, password-reset requests and link confirmations per client address per window (then 429).'),
    /** Failed sign-ins for one email from one client address per window; then that pair answers 429. */
    LOGIN_LIMIT_PER_EMAIL_AND_IP: count(10).describe('Failed sign-ins for one email from one client address per window; then that address answers 429 for that email, the right password included.'),
    /** Failed sign-ins for one email from any addresses per window; then its attempts wait longer and longer, and a wrong password answers 429. */
    LOGIN_LIMIT_PER_EMAIL: count(5).describe('Failed sign-ins for one email from any addresses per window; then every attempt at that email waits (1 s, doubling with each further failure, up to `LOGIN_DELAY_MAX_SECONDS`) and a wrong password answers 429 with `Retry-After`, while the right one signs in: a guesser is slowed, the owner is never kept out. Successful sign-ins are not counted.'),
    /** The longest such a wait grows (from 1 s, doubling). */
    LOGIN_DELAY_MAX_SECONDS: count(10).describe('The longest that wait grows: what the owner waits at most while someone guesses at their email.'),
    LOGIN_LIMIT_WINDOW_SECONDS: count(900).describe('The window of the three sign-in limits.'),
    /** Signed-out calls (public quote and invoice reads and answers, the client's deposit payment) per client address per window. */
    PUBLIC_LIMIT_PER_IP: count(300).describe('Signed-out calls per client address per window (then 429): the public quote and invoice reads and their server-rendered pages, view, approve, reject, the client\'s deposit payment, a texted receipt\'s PDF, the test provider\'s Pay. About one a second; a client opening a quote makes a handful.'),
    PUBLIC_LIMIT_WINDOW_SECONDS: count(300).describe('The window of `PUBLIC_LIMIT_PER_IP`.'),
    /** Password reset, sign-up and confirmation mails asked for one address per hour. */
    ACCOUNT_MAIL_LIMIT_PER_EMAIL: count(5).describe('Password-reset, sign-up and confirmation mails asked for one address per hour (then 429, whether or not the address has an account).'),
    /** Sign-up is email-first and Cobber sends for an owner only once their email is confirmed; the embedded default sets it false. */
    REQUIRE_EMAIL_CONFIRMATION: flag('true').describe('Sign-up is email-first — it answers "Check your email to finish signing up" whether or not the address has an account, and mails the link that finishes it (or a note that the account exists) — and Cobber sends quotes, invoices and receipts for an owner only once their email is confirmed (the services answer 403 until then; `POST /api/email-confirmation` mails the link again). The embedded default sets `false`: sign-up signs in at once and every account counts as confirmed.'),
    /** How mail goes: SMTP_URL, or the local mailbox only when MAIL_TRANSPORT=mailbox asks (checkMailTransport). */
    SMTP_URL: mailSettings.SMTP_URL.describe('How account mail goes (password reset, sign-up and confirmation links): through this SMTP server, or set `MAIL_TRANSPORT=mailbox` for the local mailbox; neither stops the gateway at start-up (exit 2).'),
    MAIL_TRANSPORT: mailSettings.MAIL_TRANSPORT.describe('`mailbox` keeps account mail in `MAILBOX_DIR` instead of sending it (demos; refused beside an `SMTP_URL`).'),
    MAILBOX_DIR: mailSettings.MAILBOX_DIR.describe('The local mailbox, with `MAIL_TRANSPORT=mailbox`.'),
    MAIL_FROM: z.string().default('Cobber <accounts@cobber.local>').describe('Sender of account mail.'),
    LOG_LEVEL: settings.logLevel(),
  })
  .superRefine(checkMailTransport);
export type GatewaySettings = z.infer<typeof GatewaySettings>;
