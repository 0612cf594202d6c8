import { createDataService, createLogger, routeHandlers, serviceCalls, type DataService, type EventBus, type Logger } from '@cobber/kit';
import { cardPaymentHandlers } from './card-payments/handlers.ts';
import type { CardSettings } from './config.ts';
import { paymentsConsumer } from './documents/consumer.ts';
import { migrations, SCHEMA } from './migrations.ts';
import { createStripeClient, createStripeProvider } from './providers/stripe-provider.ts';
import { createTestProvider } from './providers/test-provider.ts';
import { stripeWebhookHandlers } from './stripe/handlers.ts';

/** The schema this service owns and its migrations, in order (backups restore with them). */
export { migrations, SCHEMA } from './migrations.ts';

export { cardSettings, PaymentsServiceSettings, type CardSettings, type StripeSettings } from './config.ts';

export interface PaymentsServiceOptions {
  databaseUrl: string;
  identitySecret: string;
  bus: EventBus;
  /** Who takes cards: Stripe, or the built-in test provider when asked for by name. */
  cards: CardSettings;
  /**
   * The quotes service (QUOTES_URL), asked for a quote as it stands when its client pays
   * the deposit; a function when its address is known only once it listens.
   */
  quotesUrl: string | (() => string);
  logger?: Logger;
}

export type PaymentsService = DataService;

/** Deposits and card payments: Stripe, or the built-in test provider. */
export function createPaymentsService(options: PaymentsServiceOptions): PaymentsService {
  const logger = options.logger ?? createLogger('payments');
  const stripe = options.cards.provider === 'stripe' ? { client: createStripeClient(options.cards.stripe), settings: options.cards.stripe } : undefined;
  const provider = stripe ? createStripeProvider(stripe.client, stripe.settings) : createTestProvider();
  const quotes = serviceCalls({ caller: 'payments', service: 'quotes', url: options.quotesUrl, identitySecret: options.identitySecret, logger });
  return createDataService({
    ...options,
    logger,
    name: 'payments',
    schema: SCHEMA,
    migrations,
    handlers: (db) =>
      routeHandlers('payments', {
        ...cardPaymentHandlers(db, quotes, provider, logger),
        // Stripe's webhook is answered only where Stripe takes the cards.
        ...(stripe ? stripeWebhookHandlers(db, stripe.client, stripe.settings.webhookSecret, logger) : { stripeWebhook: null }),
      }),
    consumer: (db) => paymentsConsumer.handler(db),
  });
}
