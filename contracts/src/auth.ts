import { z } from 'zod';
import { LoginMessages } from './login-messages.ts';

/** `GET /api/auth/user`. */
export const User = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
});
export type User = z.infer<typeof User>;

const remember = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', 'off', ''])])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** `POST /api/login`, as a form post or JSON. `mode: 'signup'` creates the account. */
export const LoginBody = z.object({
  email: z.string().max(254).trim().min(1, LoginMessages.email_required),
  password: z.string().min(1, LoginMessages.password_required).max(1024),
  remember,
  mode: z.enum(['login', 'signup']).default('login'),
  firstName: z.string().max(100).trim().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const SignupBody = LoginBody.extend({
  email: z.email(LoginMessages.email_invalid).max(254),
  password: z.string().min(8, LoginMessages.password_too_short).max(1024),
  firstName: z.string(LoginMessages.first_name_required).max(100, LoginMessages.first_name_too_long).trim().min(1, LoginMessages.first_name_required),
});
export type SignupBody = z.infer<typeof SignupBody>;

export const LoginResponse = z.object({ user: User });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** The rules of a new password, at sign-up and at a reset alike. */
export const NewPassword = SignupBody.shape.password;

/** What the account calls answer when nothing about an account may be told. */
export const AccountMessages = {
  resetSent: LoginMessages.reset_sent,
  checkEmailToFinishSignUp: LoginMessages.check_email_to_finish_sign_up,
  confirmationSent: LoginMessages.confirmation_sent,
  emailConfirmed: LoginMessages.email_confirmed,
  linkUsedOrExpired: LoginMessages.link_used_or_expired,
} as const;

/** `POST /api/password-reset`: mails a single-use link valid 30 minutes, if the account exists. */
export const PasswordResetRequest = z.object({
  email: z.string().max(254).trim().min(1, LoginMessages.email_required),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** A single-use token from a mailed link. */
const token = z.string(LoginMessages.link_incomplete).max(200).trim().min(20, LoginMessages.link_incomplete);

/** `POST /api/password-reset/confirm`: the link's token and the new password. */
export const PasswordResetConfirm = z.object({ token, password: NewPassword });
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirm>;

/** `POST /api/signup/finish` and `POST /api/email-confirmation/confirm`: the link's token. */
export const AccountLink = z.object({ token });
export type AccountLink = z.infer<typeof AccountLink>;

/** What the account calls answer when there is no user to answer (`202`). */
export const AccountNotice = z.object({ message: z.string() });
export type AccountNotice = z.infer<typeof AccountNotice>;
