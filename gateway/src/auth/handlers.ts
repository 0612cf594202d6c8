import { LoginBody, LoginMessages, type LoginResponse } from '@cobber/contracts';
import { unauthorized } from '@cobber/kit';
import type { Context } from 'koa';
import type { GatewayHandlers } from '../own-routes.ts';
import { comesFromTheApp } from '../security/origin.ts';
import { accountBody, answerAccountCall, withMessage, type Accounts, type Outcome } from './accounts.ts';
import { publicUser, sessionUser, signIn, signOut } from './session.ts';
import { signUp } from './sign-up.ts';
import { verifyUser } from './users.ts';

/**
 * A sign-in. Attempts count per client address; failed ones per (email, address) and per
 * email (sign-in-throttle.ts), so a guesser is slowed and the tradie is never locked out.
 */
async function logIn(ctx: Context, accounts: Accounts): Promise<Outcome> {
  const { raw, value: login } = await accountBody(ctx, LoginBody);
  accounts.limits.perAddress.hit(ctx.ip);
  if (login.mode === 'signup') return signUp(ctx, accounts, raw);
  const email = login.email.toLowerCase();
  await accounts.limits.signIns.beforeAttempt(email, ctx.ip);
  const user = await verifyUser(accounts.db, login.email, login.password);
  if (!user) {
    accounts.limits.signIns.failed(email, ctx.ip);
    throw unauthorized(LoginMessages.bad_password);
  }
  accounts.limits.signIns.succeeded(email, ctx.ip);
  await signIn(ctx, user, login.remember);
  const body: LoginResponse = { user: publicUser(user) };
  return { status: 200, body, page: '/' };
}

/** The auth contract (docs/security.md), exactly. */
export function authHandlers(accounts: Accounts): GatewayHandlers<'logIn' | 'backToApp' | 'logOut' | 'signedInOwner'> {
  return {
    logIn: (ctx) =>
      answerAccountCall(
        ctx,
        () => logIn(ctx, accounts),
        (code) => withMessage('/', 'error', code),
      ),

    backToApp(ctx) {
      ctx.status = 303;
      ctx.redirect('/');
    },

    // A link another site shows could sign the tradie out: only the app's own may, and any
    // other request goes home as if it had, the session untouched.
    logOut(ctx) {
      if (comesFromTheApp(ctx, accounts.publicUrl)) signOut(ctx);
      ctx.status = 303;
      ctx.redirect('/');
    },

    signedInOwner(ctx) {
      const user = sessionUser(ctx);
      if (!user) throw unauthorized();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = publicUser(user);
    },
  };
}
