import { AccountLink, AccountMessages, LoginMessages, loginMessageCode, type AccountNotice, type LoginMessageCode } from '@cobber/contracts';
import { badRequest, unauthorized } from '@cobber/kit';
import type { Context } from 'koa';
import type { GatewayHandlers } from '../own-routes.ts';
import { accountMessages, appLink, sendAccountMail } from './account-mail.ts';
import { accountBody, answerAccountCall, withMessage, type Accounts, type Outcome } from './accounts.ts';
import { sessionUser, type SessionUser } from './session.ts';
import { issueToken, redeemToken } from './tokens.ts';
import { confirmEmail } from './users.ts';

/** `POST /api/email-confirmation` (signed in): mails the owner a link that confirms their email. */
async function sendConfirmation(ctx: Context, accounts: Accounts): Promise<Outcome> {
  const user = sessionUser(ctx);
  if (!user) throw unauthorized();
  const notice = (message: string, status: number): Outcome => {
    const body: AccountNotice = { message };
    return { status, body, page: withMessage('/confirm-email', 'notice', loginMessageCode(message)) };
  };
  if (!accounts.requireEmailConfirmation || user.emailConfirmed) return notice(LoginMessages.already_confirmed, 200);
  accounts.limits.accountMail.hit(user.email.toLowerCase());
  const token = await issueToken(accounts.db, 'email_confirmation', { email: user.email, userId: user.id });
  await sendAccountMail(accounts.mail, user.email, accountMessages.confirmEmail(user.firstName, appLink(accounts.mail, '/confirm-email', token)), 'email confirmation');
  return notice(AccountMessages.confirmationSent, 202);
}

/**
 * `POST /api/email-confirmation/confirm`: the link's token confirms the email; every
 * session of the owner (this one included, if signed in) carries it from now on, so
 * the services let Cobber send for them.
 */
async function confirm(ctx: Context, accounts: Accounts): Promise<Outcome> {
  const { value } = await accountBody(ctx, AccountLink);
  accounts.limits.perAddress.hit(ctx.ip);
  const redeemed = await redeemToken(accounts.db, 'email_confirmation', value.token);
  if (!redeemed?.userId) throw badRequest(AccountMessages.linkUsedOrExpired, { token: AccountMessages.linkUsedOrExpired });
  await confirmEmail(accounts.db, redeemed.userId);
  await accounts.store.markEmailConfirmed(redeemed.userId);
  const current = (ctx as unknown as { session: { user?: SessionUser } | null }).session;
  if (current?.user?.id === redeemed.userId) current.user = { ...current.user, emailConfirmed: true };
  const body: AccountNotice = { message: AccountMessages.emailConfirmed };
  return { status: 200, body, page: withMessage('/confirm-email', 'notice', 'email_confirmed') };
}

export function emailConfirmationHandlers(accounts: Accounts): GatewayHandlers<'sendEmailConfirmation' | 'confirmEmail'> {
  const failed = (code: LoginMessageCode) => withMessage('/confirm-email', 'error', code);
  return {
    sendEmailConfirmation: (ctx) => answerAccountCall(ctx, () => sendConfirmation(ctx, accounts), failed),
    confirmEmail: (ctx) => answerAccountCall(ctx, () => confirm(ctx, accounts), failed),
  };
}
