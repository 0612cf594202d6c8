import { type EventBus, type Logger } from '@cobber/kit';
import { createMailer, smtpUrlOf } from '@cobber/documents';
import type { BusinessServiceSettings } from './config.ts';
import { createBusinessService, type BusinessService } from './index.ts';

/** The business service as its settings say: one mapping, for its own main.ts and for `npm start`. */
export function businessServiceFromSettings(settings: BusinessServiceSettings, wiring: { bus: EventBus; logger: Logger }): BusinessService {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = settings;
  return createBusinessService({
    databaseUrl: settings.DATABASE_URL,
    identitySecret: settings.IDENTITY_SECRET,
    uploadDir: settings.UPLOAD_DIR,
    bus: wiring.bus,
    notifying: {
      mailer: createMailer({ smtpUrl: smtpUrlOf(settings), mailboxDir: settings.MAILBOX_DIR, from: settings.MAIL_FROM }),
      mailPerDay: settings.MAIL_LIMIT_PER_OWNER_PER_DAY,
      publicUrl: settings.PUBLIC_URL,
      push: publicKey && privateKey ? { publicKey, privateKey, subject: settings.VAPID_SUBJECT } : null,
    },
    logger: wiring.logger,
  });
}
