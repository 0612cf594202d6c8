export { escapeHtml } from './mailbox.ts';
export { businessBand, businessColours, mailButton, mailPage, openThisLink, type MailColours } from './frame.ts';
export { DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY, DEFAULT_SMS_LIMIT_PER_OWNER_PER_DAY, reserveSend, type DailyLimit, type SendLog } from './daily-limit.ts';
export { mailLogLimitsMigration, mailLogMigration, recordMail, reserveMail, type MailLogEntry, type MailLogRow, type PendingMail } from './mail-log.ts';
export { checkMailTransport, mailSettings, smtpUrlOf, type MailChoice } from './settings.ts';
export { createMailer, type MailAttachment, type Mailer, type MailerOptions, type MailMessage, type MailResult } from './mailer.ts';
export { fetchLogo } from './logo.ts';
export { businessSender, greeting, senderAddress, type Sender } from './sender.ts';
