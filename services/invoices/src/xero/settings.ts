import { z } from 'zod';
import type { XeroApp } from './client.ts';
import { tokenKey } from './sealed.ts';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** The Xero settings of the invoices service (config.ts composes them). */
export const xeroSettings = {
  XERO_CLIENT_ID: optional(z.string().min(1).max(100)).describe('The Xero app\'s client id (developer.xero.com → My Apps). Unset, Settings → Accounting says Xero is not set up on this server and only the CSV exports are offered.'),
  XERO_CLIENT_SECRET: optional(z.string().min(1).max(200)).describe('The Xero app\'s client secret; required with `XERO_CLIENT_ID`.'),
  XERO_TOKEN_KEY: optional(z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')).describe('The AES-256-GCM key Xero\'s tokens are kept under (64 hex characters, e.g. `openssl rand -hex 32`). Unset, a key is drawn from `IDENTITY_SECRET` (so `npm start` needs none); changing either means connecting Xero again.'),
  XERO_LOGIN_URL: z.url().default('https://login.xero.com').describe('Where the owner signs in to Xero (`/identity/connect/authorize`). Only tests change it.'),
  XERO_IDENTITY_URL: z.url().default('https://identity.xero.com').describe('Xero\'s tokens and revocation (`/connect/token`, `/connect/revocation`). Only tests change it.'),
  XERO_API_URL: z.url().default('https://api.xero.com').describe('Xero\'s connections and Accounting API (`/connections`, `/api.xro/2.0`). Only tests change it.'),
  XERO_SYNC_SECONDS: z.coerce.number().int().min(1).max(60).default(60).describe('How often documents due for Xero are sent (and failed ones retried, with backoff), 1 to 60 seconds.'),
  XERO_PAYMENTS_READ_MINUTES: z.coerce.number().int().min(1).max(60).default(5).describe('How often payments entered in Xero are read back as receipts, 1 to 60 minutes.'),
};

interface XeroSettings {
  XERO_CLIENT_ID?: string | undefined;
  XERO_CLIENT_SECRET?: string | undefined;
  XERO_TOKEN_KEY?: string | undefined;
  XERO_LOGIN_URL: string;
  XERO_IDENTITY_URL: string;
  XERO_API_URL: string;
  XERO_SYNC_SECONDS: number;
  XERO_PAYMENTS_READ_MINUTES: number;
  IDENTITY_SECRET: string;
  PUBLIC_URL: string;
}

/** Both of the app's settings, or neither: half an app cannot sign anyone in. */
export function checkXeroSettings(env: Partial<XeroSettings>, ctx: z.RefinementCtx): void {
  if (Boolean(env.XERO_CLIENT_ID) === Boolean(env.XERO_CLIENT_SECRET)) return;
  for (const name of ['XERO_CLIENT_ID', 'XERO_CLIENT_SECRET'] as const) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'Set both Xero app settings, or neither' });
  }
}

/** What the service needs of Xero, or null when this server has no Xero app. */
export interface XeroOptions {
  app: XeroApp;
  tokenKey: Buffer;
  /** How often the sync turns; null when whoever made the service turns it (the tests, with their clock). */
  syncSeconds: number | null;
  readEveryMinutes: number;
}

/** The callback Xero sends the owner back to: register exactly this in the Xero app. */
export const xeroRedirectUrl = (publicUrl: string) => new URL('/api/integrations/xero/callback', publicUrl).toString();

export function xeroOptions(settings: XeroSettings): XeroOptions | null {
  if (!settings.XERO_CLIENT_ID || !settings.XERO_CLIENT_SECRET) return null;
  return {
    app: {
      clientId: settings.XERO_CLIENT_ID,
      clientSecret: settings.XERO_CLIENT_SECRET,
      loginUrl: settings.XERO_LOGIN_URL,
      identityUrl: settings.XERO_IDENTITY_URL,
      apiUrl: settings.XERO_API_URL,
      redirectUrl: xeroRedirectUrl(settings.PUBLIC_URL),
    },
    tokenKey: tokenKey(settings.XERO_TOKEN_KEY, settings.IDENTITY_SECRET),
    syncSeconds: settings.XERO_SYNC_SECONDS,
    readEveryMinutes: settings.XERO_PAYMENTS_READ_MINUTES,
  };
}
