import type { z } from 'zod';
import type { XeroApp } from './client.ts';
import { tokenKey } from './sealed.ts';

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
