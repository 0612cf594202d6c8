import type { Logger } from '@cobber/kit';
import type { Mailer, SmsSender } from '@cobber/documents';
import type { PhotoStore } from '@cobber/documents/photos';

/** What sending invoices and receipts needs. */
export interface Sending {
  mailer: Mailer;
  sms: SmsSender;
  /** Emails and texts one business may send in its day; past them a send answers 429 and sends nothing. */
  mailPerDay: number;
  smsPerDay: number;
  /** The app as clients reach it; links and the logo are addressed from here. */
  publicUrl: string;
  /** Where receipts' job photos are kept: the receipt PDF prints them. */
  photoStore: PhotoStore;
  logger: Logger;
}
