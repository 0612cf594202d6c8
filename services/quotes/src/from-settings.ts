import { type EventBus, type Logger } from '@cobber/kit';
import { createMailer, createSmsSender, smtpUrlOf } from '@cobber/documents';
import { photoStoreFromSettings } from '@cobber/documents/photos';
import { smsSettings, type QuotesServiceSettings } from './config.ts';
import { createQuotesService, type QuotesService } from './index.ts';

/**
 * The quotes service as its settings say: one mapping, for its own main.ts and for
 * `npm start` (which knows the business service's address only once it listens).
 */
export function quotesServiceFromSettings(
  settings: QuotesServiceSettings,
  wiring: { bus: EventBus; logger: Logger; businessUrl?: () => string },
): QuotesService {
  return createQuotesService({
    databaseUrl: settings.DATABASE_URL,
    identitySecret: settings.IDENTITY_SECRET,
    bus: wiring.bus,
    mailer: createMailer({ smtpUrl: smtpUrlOf(settings), mailboxDir: settings.MAILBOX_DIR, from: settings.MAIL_FROM }),
    sms: createSmsSender(smsSettings(settings)),
    dailyLimits: { mail: settings.MAIL_LIMIT_PER_OWNER_PER_DAY, sms: settings.SMS_LIMIT_PER_OWNER_PER_DAY },
    publicUrl: settings.PUBLIC_URL,
    businessUrl: wiring.businessUrl ?? settings.BUSINESS_URL,
    drafting: { apiKey: settings.OPENAI_API_KEY, baseURL: settings.OPENAI_BASE_URL, model: settings.OPENAI_MODEL, transcribeModel: settings.OPENAI_TRANSCRIBE_MODEL },
    reminderCheckSeconds: settings.REMINDER_CHECK_SECONDS,
    uploadDir: settings.UPLOAD_DIR,
    photoStore: photoStoreFromSettings(settings),
    logger: wiring.logger,
  });
}
