import { createHash, randomBytes } from 'node:crypto';
import { badRequest, conflict, notFound, type Clock, type Knex, type Logger } from '@cobber/kit';
import { accountingApi, authorizeUrl, exchangeCode, listOrganisations, refreshTokens, revokeTokens, XeroError, type AccountingApi, type XeroApp, type XeroTokens } from './client.ts';
import { findConnection, forgetConnection, forgetSignInsBefore, insertSignIn, lockConnection, saveConnection, takeSignIn, updateConnection } from './repository.ts';
import { seal, unseal } from './sealed.ts';

/** Xero as this server is set up for it: the app, and the key its tokens are sealed with. */
export interface XeroSetup {
  app: XeroApp;
  tokenKey: Buffer;
  clock: Clock;
}

/** A sign-in left unfinished is forgotten after this long. */
const SIGN_IN_MINUTES = 15;
/** Tokens are refreshed this long before they expire, so none expires during a call. */
const REFRESH_EARLY_MS = 2 * 60_000;

/** The page to send the owner to: a single-use state and a PKCE verifier are kept for their return. */
export async function startSignIn(db: Knex, xero: XeroSetup, ownerId: string): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = randomBytes(48).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const now = xero.clock();
  await forgetSignInsBefore(db, new Date(now.getTime() - SIGN_IN_MINUTES * 60_000));
  await insertSignIn(db, { state, owner_id: ownerId, code_verifier: codeVerifier, created_at: now });
  return authorizeUrl(xero.app, { state, codeChallenge });
}

const sealTokens = (xero: XeroSetup, ownerId: string, tokens: XeroTokens) => ({
  access_token: seal(xero.tokenKey, ownerId, tokens.accessToken),
  refresh_token: seal(xero.tokenKey, ownerId, tokens.refreshToken),
  expires_at: new Date(xero.clock().getTime() + tokens.expiresInSeconds * 1000),
});

/**
 * The owner is back from Xero with a code: it is exchanged (with the verifier only this
 * sign-in knew) for tokens, kept sealed. One organisation is chosen at once; with several,
 * the owner chooses. A state that is not this owner's, or used, or too old, connects nothing.
 */
export async function finishSignIn(db: Knex, xero: XeroSetup, ownerId: string, sent: { code: string; state: string }): Promise<void> {
  const signIn = await takeSignIn(db, ownerId, sent.state);
  if (!signIn || xero.clock().getTime() - new Date(signIn.created_at).getTime() > SIGN_IN_MINUTES * 60_000) {
    throw badRequest('That Xero sign-in has expired: connect again', { state: 'That Xero sign-in has expired: connect again' });
  }
  const tokens = await exchangeCode(xero.app, sent.code, signIn.code_verifier);
  const organisations = await listOrganisations(xero.app, tokens.accessToken);
  const now = xero.clock();
  const row = {
    owner_id: ownerId,
    ...sealTokens(xero, ownerId, tokens),
    organisations: JSON.stringify(organisations),
    tenant_id: null,
    tenant_name: null,
    bank_account_id: null,
    bank_account_name: null,
    connected_at: now,
    payments_read_at: now,
    next_read_at: null,
  };
  await saveConnection(db, row);
  if (organisations.length === 1) await chooseOrganisation(db, xero, ownerId, organisations[0]!.tenantId);
}

/** The organisation Cobber keeps in step, one the owner allowed; the first bank account takes the payments. */
export async function chooseOrganisation(db: Knex, xero: XeroSetup, ownerId: string, tenantId: string): Promise<void> {
  const connection = await findConnection(db, ownerId);
  if (!connection) throw notFound('Xero is not connected');
  const organisation = connection.organisations.find((o) => o.tenantId === tenantId);
  if (!organisation) throw badRequest('Choose one of the organisations Xero showed', { tenantId: 'Choose one of the organisations Xero showed' });
  await updateConnection(db, ownerId, { tenant_id: organisation.tenantId, tenant_name: organisation.name });
  const api = await accountingFor(db, xero, ownerId);
  const { Accounts } = await api.get<{ Accounts: { AccountID: string; Name: string }[] }>('/Accounts', { query: { where: 'Type=="BANK"&&Status=="ACTIVE"' } });
  const bank = Accounts[0];
  await updateConnection(db, ownerId, { bank_account_id: bank?.AccountID ?? null, bank_account_name: bank?.Name ?? null });
}

/** A kept token; one sealed under another key (XERO_TOKEN_KEY or IDENTITY_SECRET changed) means signing in again. */
function opened(xero: XeroSetup, ownerId: string, sealed: string): string {
  try {
    return unseal(xero.tokenKey, ownerId, sealed);
  } catch {
    throw new XeroError('unauthorised', 'Connect Xero again: its sign-in can no longer be read here');
  }
}

/**
 * A current access token for the owner's organisation. Near its expiry it is refreshed
 * under the connection's row lock: Xero rotates the refresh token, and the new pair is
 * stored in the same transaction, so two syncs never both spend the old one. `stale`
 * is a token Xero has just refused: refreshed unless another sync already did.
 */
export async function accessToken(db: Knex, xero: XeroSetup, ownerId: string, stale?: string): Promise<{ token: string; tenantId: string }> {
  return db.transaction(async (trx) => {
    const connection = await lockConnection(trx, ownerId);
    if (!connection) throw notFound('Xero is not connected');
    if (!connection.tenant_id) throw conflict('Choose the Xero organisation first');
    const current = opened(xero, ownerId, connection.access_token);
    const fresh = new Date(connection.expires_at).getTime() - REFRESH_EARLY_MS > xero.clock().getTime();
    if (fresh && current !== stale) return { token: current, tenantId: connection.tenant_id };
    const tokens = await refreshTokens(xero.app, opened(xero, ownerId, connection.refresh_token));
    await updateConnection(trx, ownerId, sealTokens(xero, ownerId, tokens));
    return { token: tokens.accessToken, tenantId: connection.tenant_id };
  });
}

/** The owner's organisation's Accounting API; a call Xero refuses for the token is made again once with a refreshed one. */
export async function accountingFor(db: Knex, xero: XeroSetup, ownerId: string): Promise<AccountingApi> {
  let access = await accessToken(db, xero, ownerId);
  const retried = async <T>(call: (api: AccountingApi) => Promise<T>): Promise<T> => {
    try {
      return await call(accountingApi(xero.app, access.token, access.tenantId));
    } catch (error) {
      if (!(error instanceof XeroError) || error.trouble !== 'unauthorised') throw error;
      access = await accessToken(db, xero, ownerId, access.token);
      return call(accountingApi(xero.app, access.token, access.tenantId));
    }
  };
  return {
    get: (path, options) => retried((api) => api.get(path, options)),
    send: (method, path, body, key) => retried((api) => api.send(method, path, body, key)),
  };
}

/**
 * Disconnect: the refresh token is revoked at Xero (which ends every organisation it
 * reached) and Cobber forgets the connection and what it sent. Xero unreachable, the
 * connection is still forgotten here (a token that no longer opens too): the owner can
 * remove Cobber under Xero's Connected Apps.
 */
export async function disconnect(db: Knex, xero: XeroSetup | null, ownerId: string, logger: Logger): Promise<void> {
  const connection = await findConnection(db, ownerId);
  if (!connection) throw notFound('Xero is not connected');
  try {
    if (xero) await revokeTokens(xero.app, unseal(xero.tokenKey, ownerId, connection.refresh_token));
  } catch (error) {
    logger.warn({ err: error, ownerId }, 'Xero did not take the revocation; the connection is forgotten here all the same');
  }
  await db.transaction((trx) => forgetConnection(trx, ownerId));
}
