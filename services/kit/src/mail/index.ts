export { escapeHtml } from './mailbox.ts';
export { mailLogMigration, recordMail, type MailLogEntry, type MailLogRow } from './mail-log.ts';
export { createMailer, type MailAttachment, type Mailer, type MailerOptions, type MailMessage, type MailResult } from './mailer.ts';
export { fetchLogo } from './logo.ts';
