import type { EventBus, Logger } from '@cobber/kit';
import type { BusinessServiceSettings } from './config.ts';
import { createBusinessService, type BusinessService } from './index.ts';

/** The business service as its settings say: one mapping, for its own main.ts and for `npm start`. */
export function businessServiceFromSettings(settings: BusinessServiceSettings, wiring: { bus: EventBus; logger: Logger }): BusinessService {
  return createBusinessService({
    databaseUrl: settings.DATABASE_URL,
    identitySecret: settings.IDENTITY_SECRET,
    uploadDir: settings.UPLOAD_DIR,
    bus: wiring.bus,
    logger: wiring.logger,
  });
}
