import type { User } from '@cobber/contracts';
import type { Owner } from '@cobber/kit';
import type { Context } from 'koa';

export const SESSION_COOKIE = 'cobber.sid';
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;

/** The user as the session keeps them: what the app sees, and whether the email is confirmed. */
export interface SessionUser extends User {
  /** Missing in sessions made before confirmation existed: read as not confirmed. */
  emailConfirmed?: boolean;
}

interface SessionFields {
  user?: SessionUser;
}

function session(ctx: Context): (SessionFields & { maxAge?: number | 'session'; regenerate(): Promise<void> }) | null {
  return (ctx as unknown as { session: ReturnType<typeof session> }).session;
}

/** The signed-in user of this request, if any. */
export function sessionUser(ctx: Context): SessionUser | null {
  return session(ctx)?.user ?? null;
}

/** What the app is told about a user: `{ id, email, firstName }`. */
export function publicUser(user: SessionUser): User {
  return { id: user.id, email: user.email, firstName: user.firstName };
}

/**
 * The owner the gateway asserts to services. Without required confirmation (the embedded
 * default: one tradie on their own machine) every account counts as confirmed.
 */
export function assertedOwner(user: SessionUser, requireEmailConfirmation: boolean): Owner {
  return { ...publicUser(user), emailConfirmed: !requireEmailConfirmation || user.emailConfirmed === true };
}

/**
 * Starts a signed-in session under a new id (rotated at sign-in, ASVS V7): 30 days
 * with 'Remember Me', otherwise a cookie that ends with the browser.
 */
export async function signIn(ctx: Context, user: SessionUser, remember: boolean): Promise<void> {
  const current = session(ctx);
  if (!current) throw new Error('Sessions are not set up');
  current.user = user;
  current.maxAge = remember ? REMEMBER_ME_MS : 'session';
  await current.regenerate();
}

export function signOut(ctx: Context): void {
  (ctx as unknown as { session: null }).session = null;
}
