/**
 * How a process sends mail, as settings: through
 * `SMTP_URL`, or into the local mailbox only when `MAIL_TRANSPORT=mailbox` asks for it.
 * Neither set refuses to start, so a deployment never quietly writes its clients' mail
 * to a folder and counts it as sent.
 */
import { z } from 'zod';

const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

export const mailSettings = {
  SMTP_URL: z.preprocess(unsetWhenEmpty, z.url().optional()),
  MAIL_TRANSPORT: z.preprocess(unsetWhenEmpty, z.enum(['smtp', 'mailbox']).optional()),
  /** The local mailbox, used only with MAIL_TRANSPORT=mailbox. */
  MAILBOX_DIR: z.string().default('.data/mailbox'),
};

export interface MailChoice {
  SMTP_URL?: string | undefined;
  MAIL_TRANSPORT?: 'smtp' | 'mailbox' | undefined;
}

/** Use as `.superRefine(checkMailTransport)` on a settings object holding `mailSettings`. */
export function checkMailTransport(env: MailChoice, ctx: z.RefinementCtx): void {
  if (env.MAIL_TRANSPORT === 'mailbox' && env.SMTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['MAIL_TRANSPORT'], message: 'mailbox keeps mail in MAILBOX_DIR: unset SMTP_URL, or set MAIL_TRANSPORT=smtp' });
  } else if (env.MAIL_TRANSPORT !== 'mailbox' && !env.SMTP_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message: 'set SMTP_URL (smtp://user:pass@host:587) to send mail, or MAIL_TRANSPORT=mailbox to keep it in the local mailbox (MAILBOX_DIR) instead (demo only)',
    });
  }
}

/** The SMTP server to send through, or undefined for the local mailbox (already checked). */
export function smtpUrlOf(env: MailChoice): string | undefined {
  return env.MAIL_TRANSPORT === 'mailbox' ? undefined : env.SMTP_URL;
}
