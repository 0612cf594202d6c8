import { createBusinessService, type BusinessService } from '@cobber/business';
import { createInvoicesService, smsSettings, type InvoicesService } from '@cobber/invoices';
import { cardSettings, createPaymentsService, type PaymentsService } from '@cobber/payments';
import { createQuotesService, type QuotesService } from '@cobber/quotes';
import { createMailer, createSmsSender, smtpUrlOf, type EventBus, type Logger } from '@cobber/kit';
import type { Composed } from './settings/compose.ts';
import type { EmbeddedPackages } from './settings/embedded-packages.ts';

export type ServiceSettings = Omit<Composed<EmbeddedPackages>, 'gateway'>;

export interface Services {
  business: BusinessService;
  quotes: QuotesService;
  invoices: InvoicesService;
  payments: PaymentsService;
}

/** Where a service listens, known once it does: the services ask each other there. */
export type ServiceUrl = () => string;

/** The four services of the embedded default, each made from its own settings as its main.ts would. */
export function createServices(settings: ServiceSettings, bus: EventBus, logger: Logger, urls: { business: ServiceUrl; quotes: ServiceUrl }): Services {
  const { business, quotes, invoices, payments } = settings;
  return {
    business: createBusinessService({
      databaseUrl: business.DATABASE_URL,
      identitySecret: business.IDENTITY_SECRET,
      uploadDir: business.UPLOAD_DIR,
      bus,
      logger: logger.child({ service: 'business' }),
    }),
    quotes: createQuotesService({
      databaseUrl: quotes.DATABASE_URL,
      identitySecret: quotes.IDENTITY_SECRET,
      bus,
      mailer: createMailer({ smtpUrl: smtpUrlOf(quotes), mailboxDir: quotes.MAILBOX_DIR, from: quotes.MAIL_FROM }),
      dailyLimits: { mail: quotes.MAIL_LIMIT_PER_OWNER_PER_DAY },
      publicUrl: quotes.PUBLIC_URL,
      businessUrl: urls.business,
      drafting: { apiKey: quotes.OPENAI_API_KEY, baseURL: quotes.OPENAI_BASE_URL, model: quotes.OPENAI_MODEL },
      logger: logger.child({ service: 'quotes' }),
    }),
    invoices: createInvoicesService({
      databaseUrl: invoices.DATABASE_URL,
      identitySecret: invoices.IDENTITY_SECRET,
      bus,
      mailer: createMailer({ smtpUrl: smtpUrlOf(invoices), mailboxDir: invoices.MAILBOX_DIR, from: invoices.MAIL_FROM }),
      sms: createSmsSender(smsSettings(invoices)),
      dailyLimits: { mail: invoices.MAIL_LIMIT_PER_OWNER_PER_DAY, sms: invoices.SMS_LIMIT_PER_OWNER_PER_DAY },
      publicUrl: invoices.PUBLIC_URL,
      quotesUrl: urls.quotes,
      logger: logger.child({ service: 'invoices' }),
    }),
    payments: createPaymentsService({
      databaseUrl: payments.DATABASE_URL,
      identitySecret: payments.IDENTITY_SECRET,
      bus,
      cards: cardSettings(payments),
      quotesUrl: urls.quotes,
      logger: logger.child({ service: 'payments' }),
    }),
  };
}
