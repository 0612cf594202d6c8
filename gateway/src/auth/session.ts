import type { User } from '@cobber/contracts';
import type { Context } from 'koa';

export const SESSION_COOKIE = 'cobber.sid';
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;

interface SessionFields {
  user?: User;
}

function session(ctx: Context): (SessionFields & { maxAge?: number | 'session'; regenerate(): Promise<void> }) | null {
  return (ctx as unknown as { session: ReturnType<typeof session> }).session;
}

/** The signed-in user of this request, if any. */
export function sessionUser(ctx: Context): User | null {
  return session(ctx)?.user ?? null;
}

/**
 * Starts a signed-in session under a new id (rotated at sign-in, ASVS V7): 30 days
 * with 'Remember Me', otherwise a cookie that ends with the browser.
 */
export async function signIn(ctx: Context, user: User, remember: boolean): Promise<void> {
  const current = session(ctx);
  if (!current) throw new Error('Sessions are not set up');
  current.user = user;
  current.maxAge = remember ? REMEMBER_ME_MS : 'session';
  await current.regenerate();
}

export function signOut(ctx: Context): void {
  (ctx as unknown as { session: null }).session = null;
}
