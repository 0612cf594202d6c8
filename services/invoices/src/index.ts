import {
  createDataService,
  createLogger,
  DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY,
  DEFAULT_SMS_LIMIT_PER_OWNER_PER_DAY,
  type DataService,
  type EventBus,
  type Logger,
  type Mailer,
  serviceCalls,
  type SmsSender,
} from '@cobber/kit';
import { DiskPhotoStore, photoRoutes, type PhotoStore } from '@cobber/kit/photos';
import { systemClock, type Clock } from './dates.ts';
import { exportRoutes } from './exports/routes.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { migrations, SCHEMA } from './migrations.ts';
import { receiptPhotos } from './photos/document.ts';
import { publicInvoiceRoutes } from './public/routes.ts';
import { receiptListRoutes } from './receipt-list/routes.ts';
import { receiptRoutes } from './receipts/routes.ts';
import { invoiceReminderRoutes } from './reminders/routes.ts';
import { invoiceReminderScheduler } from './reminders/scheduler.ts';
import { reportRoutes } from './reports/routes.ts';
import { invoicesConsumer } from './replica/consumer.ts';
import { sendingRoutes } from './sending/routes.ts';

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
  const quotes = serviceCalls({ caller: 'invoices', service: 'quotes', url: options.quotesUrl, identitySecret: options.identitySecret, logger });
  const service = createDataService({
    ...options,
    logger,
    name: 'invoices',
    schema: SCHEMA,
    migrations,
    routes: (db) => ({
      public: [publicInvoiceRoutes(db, sending, clock)],
      owner: [
        invoiceRoutes(db, quotes, clock, options.publicUrl),
        sendingRoutes(db, sending, clock),
        receiptListRoutes(db),
        receiptRoutes(db, sending, clock),
        photoRoutes(db, photoStore, receiptPhotos),
        exportRoutes(db),
        reportRoutes(db),
        invoiceReminderRoutes(db),
      ],
    }),
    consumer: (db) => invoicesConsumer.handler({ db, sending }),
  });
  const reminders = invoiceReminderScheduler({ db: service.db, databaseUrl: options.databaseUrl, sending, clock, everySeconds: options.reminderCheckSeconds ?? 60 });
  return {
    ...service,
    async start() {
      await service.start();
      await reminders.start();
    },
    async stop() {
      await reminders.stop();
      await service.stop();
    },
  };
}
