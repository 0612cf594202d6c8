import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@cobber/contracts';
import type { Middleware } from 'koa';
import { HttpError, unauthorized } from './errors.ts';

/**
 * The gateway's signed identity assertion. The gateway strips any
 * client-sent copy of this header and adds its own; a service refuses owner requests
 * without a valid one, so a service reached directly cannot be fooled.
 */
export const IDENTITY_HEADER = 'x-cobber-identity';

/**
 * The client's address as the gateway saw it (after its own TRUST_PROXY rules). The
 * gateway strips any client-sent copy and sets its own, so a service can record who
 * answered a signed-out page (a quote's acceptance) without trusting X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = 'x-cobber-client-address';
const LIFETIME_SECONDS = 60;

export interface Owner {
  id: string;
  email: string;
  firstName: string;
  /**
   * Whether the owner has shown the email is theirs (a link mailed to it), so Cobber may
   * send to clients for them. The embedded default counts every account as confirmed.
   */
  emailConfirmed: boolean;
}

interface Assertion extends Owner {
  exp: number;
}

/**
 * `domain` keeps one kind of assertion from passing for another: a payload must be
 * base64url, which never holds the `:` a domain ends with.
 */
function sign(payload: string, secret: string, domain = ''): string {
  return createHmac('sha256', secret).update(domain + payload).digest('base64url');
}

const BASE64URL = /^[\w-]+$/;

function signedPayload(header: string | undefined, secret: string, domain = ''): unknown {
  if (!header) return null;
  const [payload, signature, extra] = header.split('.');
  if (!payload || !signature || extra !== undefined || !BASE64URL.test(payload)) return null;
  const expected = Buffer.from(sign(payload, secret, domain));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

export function signIdentity(owner: Owner, secret: string, now = Date.now()): string {
  const assertion: Assertion = { ...owner, exp: Math.floor(now / 1000) + LIFETIME_SECONDS };
  const payload = Buffer.from(JSON.stringify(assertion)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The owner a signed assertion names, with when it runs out (ms), or null when it is not ours. */
function readAssertion(header: string | undefined, secret: string): { owner: Owner; expiresAt: number } | null {
  const assertion = signedPayload(header, secret) as Assertion | null;
  if (!assertion || typeof assertion !== 'object') return null;
  if (typeof assertion.exp !== 'number' || typeof assertion.id !== 'string') return null;
  const owner = { id: assertion.id, email: String(assertion.email), firstName: String(assertion.firstName), emailConfirmed: assertion.emailConfirmed === true };
  return { owner, expiresAt: assertion.exp * 1000 };
}

export function verifyIdentity(header: string | undefined, secret: string, now = Date.now()): Owner | null {
  const read = readAssertion(header, secret);
  return read && read.expiresAt >= now ? read.owner : null;
}

/** Enough for every owner busy on one service at once; past it the memory starts over. */
const REMEMBERED_ASSERTIONS = 10_000;

/**
 * `verifyIdentity` remembering each assertion whose signature checked out: the gateway
 * sends an owner's calls the same assertion for a while, and its HMAC and decoding cost
 * every one of them. Its expiry is checked on every use; one that failed is not kept.
 */
export function identityVerifier(secret: string): (header: string | undefined, now?: number) => Owner | null {
  const verified = new Map<string, { owner: Readonly<Owner>; expiresAt: number }>();
  return (header, now = Date.now()) => {
    if (!header) return null;
    let read = verified.get(header);
    if (!read) {
      const checked = readAssertion(header, secret);
      if (!checked) return null;
      if (verified.size >= REMEMBERED_ASSERTIONS) verified.clear();
      read = { owner: Object.freeze(checked.owner), expiresAt: checked.expiresAt };
      verified.set(header, read);
    }
    if (read.expiresAt >= now) return read.owner;
    verified.delete(header);
    return null;
  };
}

export interface OwnerState {
  owner: Owner;
}

/** Puts the verified owner on `ctx.state.owner`, or answers 401. */
export function requireOwner(secret: string): Middleware<OwnerState> {
  const verify = identityVerifier(secret);
  return async (ctx, next) => {
    const owner = verify(ctx.get(IDENTITY_HEADER) || undefined);
    if (!owner) throw unauthorized();
    ctx.state.owner = owner;
    await next();
  };
}

export const EMAIL_UNCONFIRMED_MESSAGE =
  'Confirm your email address before Cobber sends anything for you — check your inbox, or resend the confirmation.';

/**
 * Before a route sends to a client for the owner (quotes, invoices, receipts): 403 until
 * the owner's email is confirmed, so a made-up account cannot use Cobber as a relay.
 */
export function requireConfirmedEmail(): Middleware<OwnerState> {
  return async (ctx, next) => {
    if (!ctx.state.owner.emailConfirmed) throw new HttpError(403, ErrorCode.emailUnconfirmed, EMAIL_UNCONFIRMED_MESSAGE);
    await next();
  };
}

/**
 * A call from one of our services to another for the current truth of its data
 * (an action that bills or charges works from it). Signed with the same
 * secret as the gateway's assertion, under a domain of its own, so neither can stand in
 * for the other. Only the services hold the secret, and the gateway proxies only /api
 * paths, so no client can make one.
 */
export const SERVICE_CALL_HEADER = 'x-cobber-service-call';
const SERVICE_CALL_DOMAIN = 'service-call:';

interface ServiceCallAssertion {
  caller: string;
  exp: number;
}

export function signServiceCall(caller: string, secret: string, now = Date.now()): string {
  const assertion: ServiceCallAssertion = { caller, exp: Math.floor(now / 1000) + LIFETIME_SECONDS };
  const payload = Buffer.from(JSON.stringify(assertion)).toString('base64url');
  return `${payload}.${sign(payload, secret, SERVICE_CALL_DOMAIN)}`;
}

/** The calling service's name, or null unless the call is signed and current. */
export function verifyServiceCall(header: string | undefined, secret: string, now = Date.now()): string | null {
  const assertion = signedPayload(header, secret, SERVICE_CALL_DOMAIN) as ServiceCallAssertion | null;
  if (!assertion || typeof assertion !== 'object') return null;
  if (typeof assertion.exp !== 'number' || assertion.exp * 1000 < now) return null;
  return typeof assertion.caller === 'string' ? assertion.caller : null;
}

export interface ServiceCallState {
  /** The service that asked. */
  caller: string;
}

/** Puts the calling service's name on `ctx.state.caller`, or answers 401. */
export function requireServiceCall(secret: string): Middleware<ServiceCallState> {
  return async (ctx, next) => {
    const caller = verifyServiceCall(ctx.get(SERVICE_CALL_HEADER) || undefined, secret);
    if (!caller) throw unauthorized();
    ctx.state.caller = caller;
    await next();
  };
}
