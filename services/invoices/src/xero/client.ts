/**
 * The Xero calls Cobber makes, over fetch. Xero's own SDK (xero-node) takes its sign-in
 * and API addresses from constants and checks the sign-in's id token against Xero's
 * published keys, so it cannot be pointed at the fake Xero the tests start; these few
 * calls are small enough to keep typed here. Every address comes from the settings.
 */

/** Where Xero is, and who Cobber is to it (the app registered at developer.xero.com). */
export interface XeroApp {
  clientId: string;
  clientSecret: string;
  /** login.xero.com: where the owner signs in and chooses what Cobber may do. */
  loginUrl: string;
  /** identity.xero.com: tokens and their revocation. */
  identityUrl: string;
  /** api.xero.com: connections and the Accounting API. */
  apiUrl: string;
  /** Where Xero sends the owner back: PUBLIC_URL's /api/integrations/xero/callback. */
  redirectUrl: string;
}

/** Create and read invoices, contacts and payments; `offline_access` for a refresh token. */
export const XERO_SCOPES = 'offline_access accounting.transactions accounting.contacts accounting.settings.read';

export interface XeroTokens {
  accessToken: string;
  refreshToken: string;
  expiresInSeconds: number;
}

export interface XeroOrganisation {
  tenantId: string;
  name: string;
}

/** Why a call to Xero did not do what was asked. */
export type XeroTrouble = 'unreachable' | 'rate-limited' | 'unauthorised' | 'refused';

export class XeroError extends Error {
  override name = 'XeroError';
  readonly trouble: XeroTrouble;
  /** How long Xero asked us to wait (a 429's Retry-After). */
  readonly retryAfterSeconds: number | undefined;
  constructor(trouble: XeroTrouble, message: string, retryAfterSeconds?: number) {
    super(message);
    this.trouble = trouble;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const TIMEOUT_MS = 30_000;

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'manual' });
  } catch {
    throw new XeroError('unreachable', 'Xero could not be reached');
  }
}

/** What Xero said, in its words: a validation error's messages, or its problem's detail. */
function xeroSays(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as { Elements?: { ValidationErrors?: { Message?: string }[] }[]; Message?: string; Detail?: string; error?: string };
  const validation = (b.Elements ?? []).flatMap((element) => element.ValidationErrors ?? []).map((error) => error.Message).filter(Boolean);
  if (validation.length) return validation.join('; ');
  return b.Detail ?? b.Message ?? b.error ?? null;
}

async function answer<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.ok) return body as T;
  const said = xeroSays(body);
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new XeroError('rate-limited', 'Xero asked us to slow down', Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60);
  }
  if (response.status === 401) throw new XeroError('unauthorised', said ?? 'Xero no longer accepts our sign-in');
  if (response.status >= 500 || (response.status === 403 && !said)) throw new XeroError('unreachable', `Xero is not answering (${response.status})`);
  throw new XeroError('refused', said ?? `Xero refused it (${response.status})`);
}

const basic = (app: XeroApp) => `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;

/** The page the owner is sent to, to sign in to Xero and allow Cobber (authorisation code with PKCE). */
export function authorizeUrl(app: XeroApp, sign: { state: string; codeChallenge: string }): string {
  const url = new URL('/identity/connect/authorize', app.loginUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: app.clientId,
    redirect_uri: app.redirectUrl,
    scope: XERO_SCOPES,
    state: sign.state,
    code_challenge: sign.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

async function tokenCall(app: XeroApp, form: Record<string, string>): Promise<XeroTokens> {
  const response = await call(new URL('/connect/token', app.identityUrl).toString(), {
    method: 'POST',
    headers: { authorization: basic(app), 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
  });
  // A refresh token revoked or expired (invalid_grant) means signing in again, not trying later.
  const body = await answer<{ access_token: string; refresh_token: string; expires_in: number }>(response).catch((error: unknown) => {
    throw error instanceof XeroError && error.trouble === 'refused' ? new XeroError('unauthorised', error.message) : error;
  });
  return { accessToken: body.access_token, refreshToken: body.refresh_token, expiresInSeconds: body.expires_in };
}

export const exchangeCode = (app: XeroApp, code: string, codeVerifier: string) =>
  tokenCall(app, { grant_type: 'authorization_code', code, redirect_uri: app.redirectUrl, code_verifier: codeVerifier });

/** New tokens for the refresh token; Xero rotates it, so the new one must be kept. */
export const refreshTokens = (app: XeroApp, refreshToken: string) => tokenCall(app, { grant_type: 'refresh_token', refresh_token: refreshToken });

/** Revokes the refresh token and with it every organisation it reached. */
export async function revokeTokens(app: XeroApp, refreshToken: string): Promise<void> {
  const response = await call(new URL('/connect/revocation', app.identityUrl).toString(), {
    method: 'POST',
    headers: { authorization: basic(app), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: refreshToken }).toString(),
  });
  await answer(response);
}

/** The organisations the owner allowed Cobber into. */
export async function listOrganisations(app: XeroApp, accessToken: string): Promise<XeroOrganisation[]> {
  const response = await call(new URL('/connections', app.apiUrl).toString(), { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
  const body = await answer<{ tenantId: string; tenantName: string | null; tenantType: string }[]>(response);
  return body.filter((c) => c.tenantType === 'ORGANISATION').map((c) => ({ tenantId: c.tenantId, name: c.tenantName ?? 'Xero organisation' }));
}

/** One organisation's Accounting API, as one owner's token reaches it. */
export interface AccountingApi {
  get<T>(path: string, options?: { query?: Record<string, string>; ifModifiedSince?: Date }): Promise<T>;
  /** A POST (create or update) or PUT (create), made once however often it is retried with the same key. */
  send<T>(method: 'POST' | 'PUT', path: string, body: unknown, idempotencyKey: string): Promise<T>;
}

export function accountingApi(app: XeroApp, accessToken: string, tenantId: string): AccountingApi {
  const headers: Record<string, string> = { authorization: `Bearer ${accessToken}`, 'xero-tenant-id': tenantId, accept: 'application/json' };
  const url = (path: string, query?: Record<string, string>) => {
    const u = new URL(`/api.xro/2.0${path}`, app.apiUrl);
    if (query) u.search = new URLSearchParams(query).toString();
    return u.toString();
  };
  return {
    async get(path, options = {}) {
      const since: Record<string, string> = options.ifModifiedSince ? { 'if-modified-since': options.ifModifiedSince.toUTCString() } : {};
      return answer(await call(url(path, options.query), { headers: { ...headers, ...since } }));
    },
    async send(method, path, body, idempotencyKey) {
      return answer(
        await call(url(path), { method, headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': idempotencyKey }, body: JSON.stringify(body) }),
      );
    },
  };
}

/** Xero's JSON dates: `/Date(1700000000000+0000)/`, or ISO text. */
export function xeroDate(value: string): Date {
  const ms = /\/Date\((-?\d+)/.exec(value);
  return ms ? new Date(Number(ms[1])) : new Date(value);
}
