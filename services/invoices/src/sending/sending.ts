import type { Logger, Mailer, SmsSender } from '@cobber/kit';

/** What sending invoices and receipts needs. */
export interface Sending {
  mailer: Mailer;
  sms: SmsSender;
  /** The app as clients reach it; links and the logo are addressed from here. */
  publicUrl: string;
  logger: Logger;
}
