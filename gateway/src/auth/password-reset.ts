import { AccountMessages, PasswordResetConfirm, PasswordResetRequest, type AccountNotice, type LoginResponse } from '@cobber/contracts';
import { badRequest } from '@cobber/kit';
import type { Context } from 'koa';
import type { GatewayHandlers } from '../own-routes.ts';
import { accountMessages, appLink, sendAccountMail } from './account-mail.ts';
import { accountBody, answerAccountCall, parseOrRefuse, readAccountBody, withMessage, type Accounts, type Outcome } from './accounts.ts';
import { publicUser, signIn } from './session.ts';
import { issueToken, redeemToken } from './tokens.ts';
import { confirmEmail, findUserByEmail, setPassword } from './users.ts';

/**
 * `POST /api/password-reset`: the same answer whether or not the account exists. The
 * link is made and mailed after answering, so the time taken tells nothing either.
 * Limited per client address and per email.
 */
async function requestReset(ctx: Context, accounts: Accounts): Promise<Outcome> {
  const { value } = await accountBody(ctx, PasswordResetRequest);
  accounts.limits.perAddress.hit(ctx.ip);
  accounts.limits.accountMail.hit(value.email.toLowerCase());
  accounts.later(async () => {
    const user = await findUserByEmail(accounts.db, value.email);
    if (!user) return;
    const token = await issueToken(accounts.db, 'password_reset', { email: user.email, userId: user.id });
    await sendAccountMail(accounts.mail, user.email, accountMessages.passwordReset(user.firstName, appLink(accounts.mail, '/reset-password', token)), 'password reset');
  });
  const body: AccountNotice = { message: AccountMessages.resetSent };
  return { status: 202, body, page: withMessage('/forgot-password', 'notice', 'reset_sent') };
}

/**
 * `POST /api/password-reset/confirm`: the link's token (once, within 30 minutes) and a
 * new password. Every session of the user ends — one a thief holds too — and this
 * browser is signed in. The link reached the inbox, so the email counts as confirmed.
 */
async function confirmReset(ctx: Context, accounts: Accounts, raw: unknown): Promise<Outcome> {
  const value = parseOrRefuse(PasswordResetConfirm, raw);
  accounts.limits.perAddress.hit(ctx.ip);
  const redeemed = await redeemToken(accounts.db, 'password_reset', value.token);
  if (!redeemed?.userId) throw badRequest(AccountMessages.linkUsedOrExpired, { token: AccountMessages.linkUsedOrExpired });
  await confirmEmail(accounts.db, redeemed.userId);
  const user = await setPassword(accounts.db, redeemed.userId, value.password);
  await accounts.store.endSessionsOf(user.id);
  await signIn(ctx, user, false);
  const body: LoginResponse = { user: publicUser(user) };
  return { status: 200, body, page: '/' };
}

export function passwordResetHandlers(accounts: Accounts): GatewayHandlers<'requestPasswordReset' | 'resetPassword'> {
  return {
    requestPasswordReset: (ctx) =>
      answerAccountCall(
        ctx,
        () => requestReset(ctx, accounts),
        (code) => withMessage('/forgot-password', 'error', code),
      ),
    resetPassword(ctx) {
      let token: unknown;
      return answerAccountCall(
        ctx,
        async () => {
          const raw = await readAccountBody(ctx);
          token = (raw as { token?: unknown } | null)?.token;
          return confirmReset(ctx, accounts, raw);
        },
        // A refused password goes back to the same link; a dead link to asking for a new one.
        (code) =>
          typeof token === 'string' && code !== 'link_used_or_expired'
            ? withMessage(`/reset-password?token=${encodeURIComponent(token)}`, 'error', code)
            : withMessage('/forgot-password', 'error', code),
      );
    },
  };
}
