import { describe, expect, it } from 'vitest';
import { InvoicesServiceSettings } from '../config.ts';
import { xeroOptions } from './settings.ts';

const BASE = { DATABASE_URL: 'postgres://localhost/cobber', IDENTITY_SECRET: 'x'.repeat(32), MAIL_TRANSPORT: 'mailbox' };
const problems = (env: Record<string, string>) => {
  const parsed = InvoicesServiceSettings.safeParse({ ...BASE, ...env });
  return parsed.success ? [] : parsed.error.issues.map((problem) => `${problem.path.join('.')}: ${problem.message}`);
};

describe('the Xero settings, checked at start-up', () => {
  it('leaves Xero off without an app, and answers no Xero options', () => {
    const settings = InvoicesServiceSettings.parse(BASE);
    expect(xeroOptions(settings)).toBeNull();
  });

  it('refuses half an app, naming the setting that is missing', () => {
    expect(problems({ XERO_CLIENT_ID: 'abc' })).toEqual(['XERO_CLIENT_SECRET: Set both Xero app settings, or neither']);
    expect(problems({ XERO_CLIENT_SECRET: 'abc' })).toEqual(['XERO_CLIENT_ID: Set both Xero app settings, or neither']);
  });

  it('refuses a token key that is not 32 bytes of hex, and sync turns out of range', () => {
    expect(problems({ XERO_TOKEN_KEY: 'short' })).toEqual(['XERO_TOKEN_KEY: must be 64 hex characters (32 bytes)']);
    expect(problems({ XERO_SYNC_SECONDS: '0' })).toHaveLength(1);
    expect(problems({ XERO_PAYMENTS_READ_MINUTES: '61' })).toHaveLength(1);
  });

  it("points Xero back at PUBLIC_URL's callback, and draws a key from IDENTITY_SECRET when none is set", () => {
    const settings = InvoicesServiceSettings.parse({ ...BASE, XERO_CLIENT_ID: 'abc', XERO_CLIENT_SECRET: 'def', PUBLIC_URL: 'https://app.example.com.au' });
    const options = xeroOptions(settings)!;
    expect(options.app).toMatchObject({ clientId: 'abc', loginUrl: 'https://login.xero.com', identityUrl: 'https://identity.xero.com', apiUrl: 'https://api.xero.com' });
    expect(options.app.redirectUrl).toBe('https://app.example.com.au/api/integrations/xero/callback');
    expect(options.tokenKey).toHaveLength(32);
    expect(options.syncSeconds).toBe(60);
    const keyed = xeroOptions(InvoicesServiceSettings.parse({ ...BASE, XERO_CLIENT_ID: 'abc', XERO_CLIENT_SECRET: 'def', XERO_TOKEN_KEY: 'ab'.repeat(32) }))!;
    expect(keyed.tokenKey.toString('hex')).toBe('ab'.repeat(32));
  });
});
