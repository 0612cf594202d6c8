import { LoginBody, SignupBody, type LoginResponse } from '@cobber/contracts';
import { badRequest, HttpError, readBody, unauthorized, conflict, type Knex } from '@cobber/kit';
import { fieldErrors } from '@cobber/contracts';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { RateLimiter } from '../security/rate-limit.ts';
import { sessionUser, signIn, signOut } from './session.ts';
import { createUser, verifyUser } from './users.ts';

export interface AuthLimits {
  perAddress: RateLimiter;
  perEmail: RateLimiter;
}

const WRONG_PASSWORD = 'Email or password is incorrect';
const EMAIL_TAKEN = 'An account with this email already exists. Log in instead.';

async function authenticate(ctx: Context, db: Knex, limits: AuthLimits, raw: unknown) {
  const login = LoginBody.safeParse(raw);
  if (!login.success) {
    const fields = fieldErrors(login.error);
    throw badRequest(Object.values(fields)[0] ?? 'Invalid sign-in', fields);
  }
  limits.perAddress.hit(ctx.ip);
  limits.perEmail.hit(login.data.email.toLowerCase());
  if (login.data.mode === 'signup') {
    const signup = SignupBody.safeParse(raw);
    if (!signup.success) {
      const fields = fieldErrors(signup.error);
      throw badRequest(Object.values(fields)[0] ?? 'Invalid sign-up', fields);
    }
    const user = await createUser(db, signup.data.email, signup.data.firstName, signup.data.password);
    if (!user) throw conflict(EMAIL_TAKEN);
    return { user, remember: signup.data.remember };
  }
  const user = await verifyUser(db, login.data.email, login.data.password);
  if (!user) throw unauthorized(WRONG_PASSWORD);
  return { user, remember: login.data.remember };
}

/** The auth contract of DESIGN.md §5, exactly. */
export function authRoutes(db: Knex, limits: AuthLimits): Router {
  const router = new Router();

  router.post('/api/login', async (ctx) => {
    const isForm = ctx.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
    try {
      const { user, remember } = await authenticate(ctx, db, limits, await readBody(ctx, { limit: 16 * 1024, allowForm: true }));
      await signIn(ctx, user, remember);
      if (isForm) {
        ctx.status = 303;
        ctx.redirect('/');
      } else {
        const body: LoginResponse = { user };
        ctx.body = body;
      }
    } catch (error) {
      if (!isForm || !(error instanceof HttpError)) throw error;
      for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      ctx.status = 303;
      ctx.redirect(`/?error=${encodeURIComponent(error.message)}`);
    }
  });

  router.get('/api/login', (ctx) => {
    ctx.status = 303;
    ctx.redirect('/');
  });

  router.get('/api/logout', (ctx) => {
    signOut(ctx);
    ctx.status = 303;
    ctx.redirect('/');
  });

  router.get('/api/auth/user', (ctx) => {
    const user = sessionUser(ctx);
    if (!user) throw unauthorized();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = user;
  });

  return router;
}
