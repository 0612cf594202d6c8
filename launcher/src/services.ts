import type { BusinessService } from '@cobber/business';
import { businessServiceFromSettings } from '@cobber/business/from-settings';
import type { InvoicesService } from '@cobber/invoices';
import { invoicesServiceFromSettings } from '@cobber/invoices/from-settings';
import type { EventBus, Logger } from '@cobber/kit';
import type { PaymentsService } from '@cobber/payments';
import { paymentsServiceFromSettings } from '@cobber/payments/from-settings';
import type { QuotesService } from '@cobber/quotes';
import { quotesServiceFromSettings } from '@cobber/quotes/from-settings';
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

/** The four services of the embedded default, each made from its own settings by the same mapping as its main.ts. */
export function createServices(settings: ServiceSettings, bus: EventBus, logger: Logger, urls: { business: ServiceUrl; quotes: ServiceUrl }): Services {
  const child = (service: string) => logger.child({ service });
  return {
    business: businessServiceFromSettings(settings.business, { bus, logger: child('business') }),
    quotes: quotesServiceFromSettings(settings.quotes, { bus, logger: child('quotes'), businessUrl: urls.business }),
    invoices: invoicesServiceFromSettings(settings.invoices, { bus, logger: child('invoices'), quotesUrl: urls.quotes }),
    payments: paymentsServiceFromSettings(settings.payments, { bus, logger: child('payments'), quotesUrl: urls.quotes }),
  };
}
