import {
  createDataService,
  createLogger,
  routeHandlers,
  type DataService,
  type EventBus,
  type Knex,
  type Logger,
  systemClock,
  type Clock,
} from '@cobber/kit';
import {
  createSmsSender,
  DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY,
  DEFAULT_SMS_LIMIT_PER_OWNER_PER_DAY,
  type Mailer,
  type SmsSender,
} from '@cobber/documents';
import { DiskPhotoStore, documentPhotoHandlers, type PhotoStore } from '@cobber/documents/photos';
import { copyHandlers } from './copy/handlers.ts';
import { createDrafter } from './drafting/index.ts';
import { draftingHandlers } from './drafting/handlers.ts';
import { expiryHandlers } from './expiry/handlers.ts';
import { internalQuoteHandlers } from './internal/handlers.ts';
import { optionHandlers } from './options/handlers.ts';
import { migrations, SCHEMA } from './migrations.ts';
import { quotePhotos } from './photos/document.ts';
import { priceBookHandlers } from './price-book/handlers.ts';
import { publicQuoteHandlers } from './public/handlers.ts';
import { quoteListHandlers } from './quote-list/handlers.ts';
import { quoteHandlers } from './quotes/handlers.ts';
import { quotePdfHandlers } from './quotes/pdf.ts';
import { currentBusiness } from './replica/business.ts';
import { clientCheck, clientPhone } from './replica/clients.ts';
import { followUpScheduler } from './reminders/scheduler.ts';
import { reminderHandlers } from './reminders/handlers.ts';
import { quotesConsumer } from './replica/consumer.ts';
import { sendingHandlers } from './sending/handlers.ts';
import { createTranscriber } from './transcribing/transcriber.ts';
import { transcribingHandlers } from './transcribing/handlers.ts';
import { variationHandlers } from './variations/handlers.ts';

/** The schema this service owns and its migrations, in order (backups restore with them). */
export { migrations, SCHEMA } from './migrations.ts';

export { QuotesServiceSettings } from './config.ts';
export { JOBS_SCHEMA } from './reminders/scheduler.ts';

export interface QuotesServiceOptions {
  databaseUrl: string;
  identitySecret: string;
  bus: EventBus;
  mailer: Mailer;
  /** How quotes are texted; without it texts are refused, never faked. */
  sms?: SmsSender;
  /** Emails and texts one business may send in its day (MAIL_ and SMS_LIMIT_PER_OWNER_PER_DAY). */
  dailyLimits?: { mail?: number; sms?: number };
  /** The app as clients reach it: emailed links point here. */
  publicUrl: string;
  /**
   * The business service (BUSINESS_URL), asked about a client the replica has not heard
   * of yet, and for the business's rate and GST when a quote is drafted or priced; a
   * function when its address is known only once it listens.
   */
  businessUrl: string | (() => string);
  /** OpenAI settings; without an API key the built-in drafter writes drafts. */
  drafting?: { apiKey?: string | undefined; baseURL?: string | undefined; model?: string | undefined; transcribeModel?: string | undefined };
  logger?: Logger;
  /** What time it is (tests move it on): when follow-ups are due. */
  clock?: Clock;
  /** How often due follow-ups are looked for (REMINDER_CHECK_SECONDS, default 60). */
  reminderCheckSeconds?: number;
  /** Where job photos are kept, in its photos folder (UPLOAD_DIR, default .data/uploads as the business service's). */
  uploadDir?: string;
  /** Where job photos are kept instead, when S3_BUCKET says (photoStoreFromSettings): UPLOAD_DIR's folder otherwise. */
  photoStore?: PhotoStore;
}

export type QuotesService = DataService;

/** Quotes, items, history, AI drafting, sending, and the public quote. */
export function createQuotesService(options: QuotesServiceOptions): QuotesService {
  const logger = options.logger ?? createLogger('quotes');
  const photoStore = options.photoStore ?? new DiskPhotoStore(options.uploadDir ?? '.data/uploads');
  const business = { url: options.businessUrl, identitySecret: options.identitySecret, logger };
  const sending = {
    mailer: options.mailer,
    sms: options.sms ?? createSmsSender({ mailboxDir: null }),
    mailPerDay: options.dailyLimits?.mail ?? DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY,
    smsPerDay: options.dailyLimits?.sms ?? DEFAULT_SMS_LIMIT_PER_OWNER_PER_DAY,
    clientPhone: clientPhone(business),
    publicUrl: options.publicUrl,
    photoStore,
    logger,
  };
  // The business as saved a moment ago, for whatever prices a quote or drafts one.
  const saved = (db: Knex) => currentBusiness(db, business);
  const drafter = createDrafter({ ...options.drafting, logger });
  const transcriber = createTranscriber({ ...options.drafting, logger });
  const service = createDataService({
    ...options,
    logger,
    name: 'quotes',
    schema: SCHEMA,
    migrations,
    handlers: (db) =>
      routeHandlers('quotes', {
        ...quoteListHandlers(db, logger),
        ...quoteHandlers(db, clientCheck(db, business), saved(db)),
        ...optionHandlers(db, saved(db)),
        ...quotePdfHandlers(db, sending),
        ...sendingHandlers(db, sending),
        ...draftingHandlers(db, drafter, saved(db)),
        ...transcribingHandlers(transcriber),
        ...reminderHandlers(db),
        ...copyHandlers(db, saved(db)),
        ...priceBookHandlers(db),
        ...documentPhotoHandlers(db, photoStore, quotePhotos),
        ...publicQuoteHandlers(db, photoStore),
        ...expiryHandlers(db),
        ...internalQuoteHandlers(db),
        ...variationHandlers(db, sending),
      }),
    consumer: (db) => quotesConsumer.handler(db),
  });
  const followUps = followUpScheduler({
    db: service.db,
    databaseUrl: options.databaseUrl,
    sending,
    clock: options.clock ?? systemClock,
    everySeconds: options.reminderCheckSeconds ?? 60,
  });
  return {
    ...service,
    async start() {
      await service.start();
      await followUps.start();
    },
    async stop() {
      await followUps.stop();
      await service.stop();
    },
  };
}
