/**
 * Every message the account pages show after a form post, by the code the gateway puts in
 * their address (`/?error=bad_password`, `/forgot-password?notice=reset_sent`). The pages
 * show the text of a code they know and nothing for any other, so a link cannot make
 * Cobber's own page say what its sender likes. Kept free of zod: the login page imports it.
 */
export const LoginMessages = {
  // Signing in and up.
  bad_password: 'Email or password is incorrect',
  email_required: 'Email is required',
  password_required: 'Password is required',
  email_invalid: 'Valid email is required',
  password_too_short: 'Password must be at least 8 characters',
  first_name_required: 'First name is required',
  first_name_too_long: 'Must be at most 100 characters',
  email_taken: 'An account with this email already exists. Log in instead.',
  control_characters: 'Remove control characters from this field',
  too_many_attempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  too_many_emails: 'Too many emails asked for this address. Please wait an hour and try again.',
  sign_in_to_continue: 'Sign in to continue',
  // The mailed links: finishing a sign-up, a password reset, confirming an email.
  link_incomplete: 'This link is not complete',
  link_used_or_expired: 'This link has expired or was already used. Ask for a new one.',
  // Notices: what was done, when nothing about an account may be told.
  check_email_to_finish_sign_up: 'Check your email to finish signing up',
  reset_sent: "If an account exists for that email, we've sent a link to reset the password.",
  confirmation_sent: 'We’ve sent a link to your email address. Open it to confirm the address.',
  email_confirmed: 'Your email address is confirmed. Cobber can now send quotes, invoices and receipts for you.',
  already_confirmed: 'Your email address is already confirmed.',
  // Any refusal without a message of its own above.
  try_again: 'Something went wrong. Please try again.',
} as const;
export type LoginMessageCode = keyof typeof LoginMessages;

/** The text for a code from a page's address; undefined for a code Cobber never sends. */
export function loginMessage(code: string | null | undefined): string | undefined {
  return code != null && Object.hasOwn(LoginMessages, code) ? LoginMessages[code as LoginMessageCode] : undefined;
}

const codeOfText = new Map(Object.entries(LoginMessages).map(([code, text]) => [text as string, code as LoginMessageCode]));

/** The code of a message the gateway answers with; `try_again` for one the pages do not show. */
export function loginMessageCode(text: string): LoginMessageCode {
  return codeOfText.get(text) ?? 'try_again';
}
