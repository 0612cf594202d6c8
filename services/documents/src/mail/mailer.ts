/**
 * Sending mail through nodemailer: with `SMTP_URL` over SMTP; without it (the embedded
 * default) into a local mailbox folder a person opens in a browser. A client's mail shows
 * the business's name at MAIL_FROM's address (sender.ts); the owner's comes from MAIL_FROM.
 * Sending never throws: a failure answers `accepted: false` with the reason, so the
 * caller records it (see `recordMail`) and tells the user.
 */
import { randomUUID } from 'node:crypto';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { LocalMailbox } from './mailbox.ts';
import { businessSender, type Sender } from './sender.ts';

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | null;
  /** The business a client's mail comes from (`"<name> via Cobber"`); none for mail to the owner, from MAIL_FROM as set. */
  fromBusiness?: string | null;
  attachments?: MailAttachment[];
}

export interface MailResult {
  messageId: string;
  accepted: boolean;
  error?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…`; without it, the local mailbox. */
  smtpUrl?: string | undefined;
  /** Where the local mailbox keeps its messages, e.g. `.data/mailbox`. */
  mailboxDir: string;
  /** `"Cobber <quotes@example.com>"`. */
  from: string;
  /** How long an SMTP server may take to connect, greet or answer (nodemailer waits 2 min by default). */
  timeoutMs?: number;
}

/** `"Cobber <quotes@cobber.com.au>"` → `cobber.com.au`, for our own Message-IDs. */
function senderDomain(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? 'cobber.local';
}

/** The From header as a person reads it, for the local mailbox's page. */
function readableSender(from: string | Sender): string {
  return typeof from === 'string' ? from : `"${from.name}" <${from.address}>`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createMailer(options: MailerOptions): Mailer {
  const timeout = options.timeoutMs ?? 15_000;
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout * 2,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const mailbox = options.smtpUrl ? null : new LocalMailbox(options.mailboxDir);
  const domain = senderDomain(options.from);

  return {
    async send(message) {
      // Our own id, so a failed send is recorded with the id it would have carried.
      const messageId = `<${randomUUID()}@${domain}>`;
      const from = message.fromBusiness ? businessSender(options.from, message.fromBusiness) : options.from;
      const mail: SendMailOptions = {
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.byteLength),
          contentType: a.contentType,
        })),
      };
      try {
        const info = await transport.sendMail(mail);
        if (mailbox) await mailbox.keep({ ...message, from: readableSender(from), messageId, eml: info.message as Buffer });
        const accepted = mailbox !== null || (info.accepted ?? []).length > 0;
        return accepted ? { messageId, accepted } : { messageId, accepted, error: `Refused: ${message.to}` };
      } catch (error) {
        return { messageId, accepted: false, error: errorMessage(error) };
      }
    },
  };
}
