import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@cobber/contracts';
import type { Middleware } from 'koa';
import { HttpError, unauthorized } from './errors.ts';

/**
 * The gateway's signed identity assertion (DESIGN.md §5). The gateway strips any
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

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signIdentity(owner: Owner, secret: string, now = Date.now()): string {
  const assertion: Assertion = { ...owner, exp: Math.floor(now / 1000) + LIFETIME_SECONDS };
  const payload = Buffer.from(JSON.stringify(assertion)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

export function verifyIdentity(header: string | undefined, secret: string, now = Date.now()): Owner | null {
  if (!header) return null;
  const [payload, signature, extra] = header.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const assertion = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Assertion;
    if (typeof assertion.exp !== 'number' || assertion.exp * 1000 < now) return null;
    if (typeof assertion.id !== 'string') return null;
    return {
      id: assertion.id,
      email: String(assertion.email),
      firstName: String(assertion.firstName),
      emailConfirmed: assertion.emailConfirmed === true,
    };
  } catch {
    return null;
  }
}

export interface OwnerState {
  owner: Owner;
}

/** Puts the verified owner on `ctx.state.owner`, or answers 401. */
export function requireOwner(secret: string): Middleware<OwnerState> {
  return async (ctx, next) => {
    const owner = verifyIdentity(ctx.get(IDENTITY_HEADER) || undefined, secret);
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
