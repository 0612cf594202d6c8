import { type Knex, type Logger } from '@cobber/kit';
import { escapeHtml, recordMail, type Mailer, type MailMessage } from '@cobber/documents';

/** What sending account mail needs (the gateway's mailer, its log, the app's address). */
export interface AccountMail {
  db: Knex;
  mailer: Mailer;
  /** Where links in account mail point: PUBLIC_URL, never the request's Host header. */
  appUrl: string;
  logger: Logger;
}

type AccountMessage = Omit<MailMessage, 'to'>;

function message(subject: string, paragraphs: string[]): AccountMessage {
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#18181b;max-width:560px;margin:0 auto;padding:24px">
${paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>`).join('\n')}
</body></html>`;
  return { subject, html, text: paragraphs.join('\n\n') };
}

export const accountMessages = {
  passwordReset: (firstName: string, link: string) =>
    message('Reset your Cobber password', [
      `Hi ${firstName},`,
      'Someone (hopefully you) asked to reset the password of your Cobber account. Open this link within 30 minutes to choose a new one:',
      link,
      'The link works once. If you did not ask, ignore this email: your password stays as it is.',
    ]),
  finishSignUp: (firstName: string, link: string) =>
    message('Finish signing up to Cobber', [
      `Hi ${firstName},`,
      'Open this link within 24 hours to finish signing up to Cobber:',
      link,
      'If you did not sign up, ignore this email and no account is made.',
    ]),
  alreadySignedUp: (appUrl: string) =>
    message('You already have a Cobber account', [
      'Someone (hopefully you) tried to sign up to Cobber with this email address, which already has an account.',
      `Log in at ${appUrl}/ — or, if you have forgotten the password, reset it at ${appUrl}/forgot-password`,
      'If it was not you, ignore this email: nothing has changed.',
    ]),
  confirmEmail: (firstName: string, link: string) =>
    message('Confirm your email address for Cobber', [
      `Hi ${firstName},`,
      'Open this link to confirm that this email address is yours. Cobber then sends quotes, invoices and receipts to your clients for you:',
      link,
    ]),
};

/** A link into the app, e.g. `/reset-password?token=…`. */
export function appLink(mail: AccountMail, path: string, token: string): string {
  const url = new URL(path, mail.appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Sends and logs one account mail; a failure is logged, not told (the answer must not depend on it). */
export async function sendAccountMail(mail: AccountMail, to: string, content: AccountMessage, kind: string): Promise<void> {
  const result = await mail.mailer.send({ ...content, to });
  await recordMail(mail.db, { to, subject: content.subject, result, related: null });
  if (!result.accepted) mail.logger.warn({ kind, error: result.error }, 'account mail not sent');
}
