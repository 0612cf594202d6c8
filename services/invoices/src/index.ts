import {
  createDataService,
  createLogger,
  routeHandlers,
  type DataService,
  type EventBus,
  type Logger,
  serviceCalls,
  systemClock,
  type Clock,
} from '@cobber/kit';
import {
  DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY,
  DEFAULT_SMS_LIMIT_PER_OWNER_PER_DAY,
  type Mailer,
  type SmsSender,
} from '@cobber/documents';
import { DiskPhotoStore, documentPhotoHandlers, type PhotoStore } from '@cobber/documents/photos';
import { eInvoiceHandlers } from './e-invoice/handlers.ts';
import { claimHandlers } from './claims/handlers.ts';
import { exportHandlers } from './exports/handlers.ts';
import { invoiceHandlers } from './invoices/handlers.ts';
import { migrations, SCHEMA } from './migrations.ts';
import { receiptPhotos } from './photos/document.ts';
import { publicInvoiceHandlers } from './public/handlers.ts';
import { receiptListHandlers } from './receipt-list/handlers.ts';
import { receiptHandlers } from './receipts/handlers.ts';
import { reminderHandlers } from './reminders/handlers.ts';
import { invoiceReminderScheduler, JOBS_SCHEMA } from './reminders/scheduler.ts';
import { reportHandlers } from './reports/handlers.ts';
import { invoicesConsumer } from './replica/consumer.ts';
import { sendingHandlers } from './sending/handlers.ts';
import { xeroHandlers } from './xero/handlers.ts';
import type { XeroOptions } from './xero/settings.ts';
import { xeroSyncScheduler } from './xero/sync.ts';

/** The schema this service owns and its migrations, in order (backups restore with them). */
export { migrations, SCHEMA } from './migrations.ts';

export { InvoicesServiceSettings, smsSettings } from './config.ts';
export { JOBS_SCHEMA } from './reminders/scheduler.ts';

export interface InvoicesServiceOptions {
  databaseUrl: string;
  identitySecret: string;
  bus: EventBus;
  mailer: Mailer;
  sms: SmsSender;
  /** Emails and texts one business may send in its day (MAIL_ and SMS_LIMIT_PER_OWNER_PER_DAY). */
  dailyLimits?: { mail?: number; sms?: number };
  /** The app as clients reach it: emailed and texted links point here. */
  publicUrl: string;
  /**
   * The quotes service (QUOTES_URL), asked for a quote as it stands when an invoice is made
   * from it; a function when its address is known only once it listens.
   */
  quotesUrl: string | (() => string);
  logger?: Logger;
  /** What time it is (tests fix it); each business's "today" is taken from it in its own time zone. */
  clock?: Clock;
  /** How often due reminders are looked for (REMINDER_CHECK_SECONDS, default 60). */
  reminderCheckSeconds?: number;
  /** Where receipts' job photos are kept, in its photos folder (UPLOAD_DIR, default .data/uploads as the quotes service's). */
  uploadDir?: string;
  /** Where job photos are kept instead, when S3_BUCKET says (photoStoreFromSettings): UPLOAD_DIR's folder otherwise. */
  photoStore?: PhotoStore;
  /** Xero kept in step (xeroOptions of the XERO_ settings); without it Settings says Xero is not set up here. */
  xero?: XeroOptions | null;
}

export type InvoicesService = DataService;

/** Invoices, their items, receipts, sending, and the public invoice. */
export function createInvoicesService(options: InvoicesServiceOptions): InvoicesService {
  const logger = options.logger ?? createLogger('invoices');
  const photoStore = options.photoStore ?? new DiskPhotoStore(options.uploadDir ?? '.data/uploads');
  const sending = {
    mailer: options.mailer,
    sms: options.sms,
    mailPerDay: options.dailyLimits?.mail ?? DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY,
    smsPerDay: options.dailyLimits?.sms ?? DEFAULT_SMS_LIMIT_PER_OWNER_PER_DAY,
    publicUrl: options.publicUrl,
    photoStore,
    logger,
  };
  const clock = options.clock ?? systemClock;
  const xero = options.xero ? { app: options.xero.app, tokenKey: options.xero.tokenKey, clock } : null;
  const quotes = serviceCalls({ caller: 'invoices', service: 'quotes', url: options.quotesUrl, identitySecret: options.identitySecret, logger });
  const service = createDataService({
    ...options,
    logger,
    name: 'invoices',
    schema: SCHEMA,
    migrations,
    handlers: (db) =>
      routeHandlers('invoices', {
        ...invoiceHandlers(db, quotes, clock, options.publicUrl),
        ...claimHandlers(db, quotes, clock),
        ...sendingHandlers(db, sending, clock),
        ...receiptListHandlers(db),
        ...receiptHandlers(db, sending, clock),
        ...publicInvoiceHandlers(db, options.publicUrl, clock),
        ...eInvoiceHandlers(db, options.publicUrl, clock),
        ...documentPhotoHandlers(db, photoStore, receiptPhotos),
        ...exportHandlers(db),
        ...reportHandlers(db),
        ...reminderHandlers(db),
        ...xeroHandlers(db, xero, logger),
      }),
    consumer: (db) => invoicesConsumer.handler({ db, sending }),
  });
  const reminders = invoiceReminderScheduler({ db: service.db, databaseUrl: options.databaseUrl, sending, clock, everySeconds: options.reminderCheckSeconds ?? 60 });
  const xeroSync =
    xero && options.xero?.syncSeconds
      ? xeroSyncScheduler({ ...xero, db: service.db, logger, readEveryMinutes: options.xero.readEveryMinutes, databaseUrl: options.databaseUrl, schema: JOBS_SCHEMA, everySeconds: options.xero.syncSeconds })
      : null;
  return {
    ...service,
    async start() {
      await service.start();
      await reminders.start();
      await xeroSync?.start();
    },
    async stop() {
      await xeroSync?.stop();
      await reminders.stop();
      await service.stop();
    },
  };
}
