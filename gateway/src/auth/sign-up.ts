import { AccountLink, AccountMessages, ErrorCode, fieldErrors, LoginMessages, SignupBody, type AccountNotice, type LoginResponse } from '@cobber/contracts';
import { badRequest, conflict, HttpError } from '@cobber/kit';
import type { Context } from 'koa';
import { z } from 'zod';
import type { GatewayHandlers } from '../own-routes.ts';
import { accountMessages, appLink, sendAccountMail } from './account-mail.ts';
import { accountBody, answerAccountCall, parseOrRefuse, withMessage, type Accounts, type Outcome } from './accounts.ts';
import { publicUser, signIn } from './session.ts';
import { createUser, findUserByEmail, hashPassword, insertUser } from './users.ts';
import { issueToken, redeemToken } from './tokens.ts';

const EMAIL_TAKEN = LoginMessages.email_taken;

/** What a sign-up waiting for its link keeps: the account as asked for. */
const PendingSignUp = z.object({ firstName: z.string(), passwordHash: z.string(), remember: z.boolean() });

function checkEmailToFinish(): Outcome {
  const body: AccountNotice = { message: AccountMessages.checkEmailToFinishSignUp };
  return { status: 202, body, page: withMessage('/', 'notice', 'check_email_to_finish_sign_up') };
}

/**
 * `POST /api/login` with `mode: 'signup'`. In the embedded default the account is made
 * and signed in at once. Elsewhere sign-up is email-first (no account oracle): the answer
 * is the same whether or not the address has an account, and the address gets either the
 * link that finishes the sign-up or a note that it has an account already. The password
 * is hashed either way, so the time taken tells nothing either.
 */
export async function signUp(ctx: Context, accounts: Accounts, raw: unknown): Promise<Outcome> {
  if (!accounts.requireEmailConfirmation) return signUpAtOnce(ctx, accounts, raw);
  const { email, firstName, password, remember } = parseOrRefuse(SignupBody, raw);
  accounts.limits.accountMail.hit(email.toLowerCase());
  const passwordHash = await hashPassword(password);
  if (await findUserByEmail(accounts.db, email)) {
    await sendAccountMail(accounts.mail, email, accountMessages.alreadySignedUp(accounts.mail.appUrl), 'already signed up');
  } else {
    const token = await issueToken(accounts.db, 'signup', { email, payload: { firstName, passwordHash, remember } });
    await sendAccountMail(accounts.mail, email, accountMessages.finishSignUp(firstName, appLink(accounts.mail, '/finish-signup', token)), 'finish sign-up');
  }
  return checkEmailToFinish();
}

/**
 * The embedded default's sign-up: the account made and signed in at once. A refusal names
 * every bad field together, a taken email among them (one error at a time made
 * a tradie submit again and again); here the answer tells that an account exists anyway.
 */
async function signUpAtOnce(ctx: Context, accounts: Accounts, raw: unknown): Promise<Outcome> {
  const parsed = SignupBody.safeParse(raw);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    const email = (raw as { email?: unknown } | null)?.email;
    if (!fields.email && typeof email === 'string' && (await findUserByEmail(accounts.db, email.trim()))) fields.email = EMAIL_TAKEN;
    throw badRequest(Object.values(fields)[0] ?? 'Invalid request', fields);
  }
  const { email, firstName, password, remember } = parsed.data;
  const user = await createUser(accounts.db, email, firstName, password);
  if (!user) throw new HttpError(409, ErrorCode.conflict, EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
  await signIn(ctx, user, remember);
  const body: LoginResponse = { user: publicUser(user) };
  return { status: 200, body, page: '/' };
}

/** `POST /api/signup/finish`: the mailed link's token makes the account (its email confirmed) and signs it in. */
async function finishSignUp(ctx: Context, accounts: Accounts): Promise<Outcome> {
  const { value } = await accountBody(ctx, AccountLink);
  accounts.limits.perAddress.hit(ctx.ip);
  const redeemed = await redeemToken(accounts.db, 'signup', value.token);
  const pending = PendingSignUp.safeParse(redeemed?.payload);
  if (!redeemed || !pending.success) throw badRequest(AccountMessages.linkUsedOrExpired, { token: AccountMessages.linkUsedOrExpired });
  const user = await insertUser(accounts.db, {
    email: redeemed.email,
    firstName: pending.data.firstName,
    passwordHash: pending.data.passwordHash,
    emailConfirmed: true,
  });
  if (!user) throw conflict(EMAIL_TAKEN);
  await signIn(ctx, user, pending.data.remember);
  const body: LoginResponse = { user: publicUser(user) };
  return { status: 200, body, page: '/' };
}

export function signUpHandlers(accounts: Accounts): GatewayHandlers<'finishSignUp'> {
  return {
    finishSignUp: (ctx) =>
      answerAccountCall(
        ctx,
        () => finishSignUp(ctx, accounts),
        (code) => withMessage('/', 'error', code),
      ),
  };
}
