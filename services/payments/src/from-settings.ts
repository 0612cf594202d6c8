import type { EventBus, Logger } from '@cobber/kit';
import { cardSettings, type PaymentsServiceSettings } from './config.ts';
import { createPaymentsService, type PaymentsService } from './index.ts';

/**
 * The payments service as its settings say: one mapping, for its own main.ts and for
 * `npm start` (which knows the quotes service's address only once it listens).
 */
export function paymentsServiceFromSettings(
  settings: PaymentsServiceSettings,
  wiring: { bus: EventBus; logger: Logger; quotesUrl?: () => string },
): PaymentsService {
  return createPaymentsService({
    databaseUrl: settings.DATABASE_URL,
    identitySecret: settings.IDENTITY_SECRET,
    bus: wiring.bus,
    cards: cardSettings(settings),
    quotesUrl: wiring.quotesUrl ?? settings.QUOTES_URL,
    logger: wiring.logger,
  });
}
