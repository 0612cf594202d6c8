import { LoginBody, type LoginResponse } from '@cobber/contracts';
import { forbidden, unauthorized } from '@cobber/kit';
import Router from '@koa/router';
import type { Context } from 'koa';
import { comesFromAnotherSite } from '../security/origin.ts';
import { accountBody, answerAccountCall, withMessage, type Accounts, type Outcome } from './accounts.ts';
import { publicUser, sessionUser, signIn, signOut } from './session.ts';
import { signUp } from './sign-up.ts';
import { verifyUser } from './users.ts';

const WRONG_PASSWORD = 'Email or password is incorrect';

/**
 * A sign-in. Attempts count per client address; per email only the failed ones count,
 * so a tradie signing in on every job is never locked out, while guessing is.
 */
async function logIn(ctx: Context, accounts: Accounts): Promise<Outcome> {
  const { raw, value: login } = await accountBody(ctx, LoginBody);
  accounts.limits.perAddress.hit(ctx.ip);
  if (login.mode === 'signup') return signUp(ctx, accounts, raw);
  const email = login.email.toLowerCase();
  accounts.limits.perEmail.check(email);
  const user = await verifyUser(accounts.db, login.email, login.password);
  if (!user) {
    accounts.limits.perEmail.hit(email);
    throw unauthorized(WRONG_PASSWORD);
  }
  await signIn(ctx, user, login.remember);
  const body: LoginResponse = { user: publicUser(user) };
  return { status: 200, body, page: '/' };
}

/** The auth contract of DESIGN.md §5, exactly. */
export function authRoutes(accounts: Accounts): Router {
  const router = new Router();

  router.post('/api/login', (ctx) =>
    answerAccountCall(
      ctx,
      () => logIn(ctx, accounts),
      (message) => withMessage('/', 'error', message),
    ),
  );

  router.get('/api/login', (ctx) => {
    ctx.status = 303;
    ctx.redirect('/');
  });

  // A link another site shows could sign the tradie out: only the app's own may.
  router.get('/api/logout', (ctx) => {
    if (comesFromAnotherSite(ctx, accounts.publicUrl)) throw forbidden('Sign out from the Cobber app itself');
    signOut(ctx);
    ctx.status = 303;
    ctx.redirect('/');
  });

  router.get('/api/auth/user', (ctx) => {
    const user = sessionUser(ctx);
    if (!user) throw unauthorized();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = publicUser(user);
  });

  return router;
}
