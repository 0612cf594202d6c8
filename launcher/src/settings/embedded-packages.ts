import path from 'node:path';
import { BusinessServiceSettings } from '@cobber/business';
import { GatewaySettingsSchema } from '@cobber/gateway';
import { InvoicesServiceSettings } from '@cobber/invoices';
import { PaymentsServiceSettings } from '@cobber/payments';
import { QuotesServiceSettings } from '@cobber/quotes';
import { composeSettings, type Declared } from './compose.ts';
import { LauncherSettings } from './launcher-settings.ts';

/** What the embedded default makes itself: known before anything starts, or (the database, the secrets) once it has. */
export interface Made {
  dataDir: string;
  /** The app as its user reaches it, http://localhost:PORT: links in mail unless PUBLIC_URL says otherwise. */
  appUrl: string;
  databaseUrl?: string | undefined;
  secrets?: { identitySecret: string; sessionSecret: string; vapidPublicKey?: string; vapidPrivateKey?: string } | undefined;
}

// Made only once something has started; checked up front without them.
const MADE_ONCE_STARTED = ['DATABASE_URL', 'IDENTITY_SECRET', 'SESSION_SECRET'];

const FRONTENDS_DIR = path.resolve(import.meta.dirname, '../../..');

/**
 * Every package npm start runs, each read through its own settings, with the embedded
 * default's defaults where they differ from the package's: its database and
 * secrets, the local mailbox (unless SMTP_URL is set), the built-in test card provider
 * (unless STRIPE_SECRET_KEY is set), email confirmation off, links to this machine.
 * Anything set in the environment wins over these.
 */
export function embeddedPackages(made: Partial<Made>, env: NodeJS.ProcessEnv) {
  const folder = (name: string) => made.dataDir && path.join(made.dataDir, name);
  const database = { DATABASE_URL: made.databaseUrl, IDENTITY_SECRET: made.secrets?.identitySecret };
  const mail = { MAIL_TRANSPORT: env.SMTP_URL ? undefined : 'mailbox', MAILBOX_DIR: folder('mailbox') };
  return {
    gateway: declared(GatewaySettingsSchema, {
      ...database,
      SESSION_SECRET: made.secrets?.sessionSecret,
      FRONTENDS_DIR,
      // One tradie on their own machine: accounts count as confirmed and sign-up signs in at once.
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      ...mail,
    }),
    business: declared(BusinessServiceSettings, {
      ...database,
      UPLOAD_DIR: folder('uploads'),
      // The owner's notifications: mailed like the rest, pushed with the keys kept beside the data.
      PUBLIC_URL: made.appUrl,
      ...mail,
      VAPID_PUBLIC_KEY: made.secrets?.vapidPublicKey,
      VAPID_PRIVATE_KEY: made.secrets?.vapidPrivateKey,
    }),
    quotes: declared(QuotesServiceSettings, { ...database, UPLOAD_DIR: folder('uploads'), PUBLIC_URL: made.appUrl, ...mail }),
    invoices: declared(InvoicesServiceSettings, { ...database, UPLOAD_DIR: folder('uploads'), PUBLIC_URL: made.appUrl, ...mail }),
    payments: declared(PaymentsServiceSettings, { ...database, PAYMENTS_PROVIDER: env.STRIPE_SECRET_KEY ? undefined : 'test' }),
  };
}

export type EmbeddedPackages = ReturnType<typeof embeddedPackages>;

/**
 * Every setting npm start takes, its own and each package's, checked before anything is
 * touched (a bad one exits 2 naming it and changes nothing); answers its own.
 */
export function checkEmbeddedSettings(env: NodeJS.ProcessEnv): LauncherSettings {
  return composeSettings({ launcher: declared(LauncherSettings, {}), ...embeddedPackages({}, env) }, env, MADE_ONCE_STARTED).launcher;
}

function declared<S extends Declared['schema']>(schema: S, defaults: Declared['defaults']): Declared<S> {
  return { schema, defaults };
}
