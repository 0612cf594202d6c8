import { createLogger, eventBusFromSettings, listen, loadConfig, onShutdown, runMain } from '@cobber/kit';
import { cardSettings, PaymentsServiceSettings } from './config.ts';
import { paymentsServiceFromSettings } from './from-settings.ts';

await runMain(async () => {
  const settings = loadConfig(PaymentsServiceSettings);
  const logger = createLogger('payments', settings.LOG_LEVEL);
  const bus = await eventBusFromSettings(settings, 'payments', logger);
  const cards = cardSettings(settings);
  const service = paymentsServiceFromSettings(settings, { bus, logger });
  await service.start();
  const server = await listen(service.app, settings.PAYMENTS_PORT, '0.0.0.0');
  logger.info(`payments service listening on ${server.port} (${cards.provider === 'stripe' ? 'Stripe' : 'built-in test provider: no real money is taken'})`);
  onShutdown(async () => {
    await server.close();
    await service.stop();
    await bus.stop();
  });
});
