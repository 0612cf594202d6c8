import { type EventBus, type Logger } from '@cobber/kit';
import { createMailer, createSmsSender, smtpUrlOf } from '@cobber/documents';
import { photoStoreFromSettings } from '@cobber/documents/photos';
import { smsSettings, type InvoicesServiceSettings } from './config.ts';
import { createInvoicesService, type InvoicesService } from './index.ts';
import { xeroOptions } from './xero/settings.ts';

/**
 * The invoices service as its settings say: one mapping, for its own main.ts and for
 * `npm start` (which knows the quotes service's address only once it listens).
 */
export function invoicesServiceFromSettings(
  settings: InvoicesServiceSettings,
  wiring: { bus: EventBus; logger: Logger; quotesUrl?: () => string },
): InvoicesService {
  return createInvoicesService({
    databaseUrl: settings.DATABASE_URL,
    identitySecret: settings.IDENTITY_SECRET,
    bus: wiring.bus,
    mailer: createMailer({ smtpUrl: smtpUrlOf(settings), mailboxDir: settings.MAILBOX_DIR, from: settings.MAIL_FROM }),
    sms: createSmsSender(smsSettings(settings)),
    dailyLimits: { mail: settings.MAIL_LIMIT_PER_OWNER_PER_DAY, sms: settings.SMS_LIMIT_PER_OWNER_PER_DAY },
    publicUrl: settings.PUBLIC_URL,
    quotesUrl: wiring.quotesUrl ?? settings.QUOTES_URL,
    reminderCheckSeconds: settings.REMINDER_CHECK_SECONDS,
    uploadDir: settings.UPLOAD_DIR,
    photoStore: photoStoreFromSettings(settings),
    xero: xeroOptions(settings),
    logger: wiring.logger,
  });
}
