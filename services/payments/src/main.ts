import { createLogger, eventBusFromSettings, listen, loadConfig, onShutdown, runMain } from '@cobber/kit';
import { PaymentsServiceSettings, stripeSettings } from './config.ts';
import { createPaymentsService } from './index.ts';

await runMain(async () => {
  const settings = loadConfig(PaymentsServiceSettings);
  const logger = createLogger('payments', settings.LOG_LEVEL);
  const bus = await eventBusFromSettings(settings, 'payments', logger);
  const stripe = stripeSettings(settings);
  const service = createPaymentsService({
    databaseUrl: settings.DATABASE_URL,
    identitySecret: settings.IDENTITY_SECRET,
    bus,
    stripe,
    logger,
  });
  await service.start();
  const server = await listen(service.app, settings.PAYMENTS_PORT, '0.0.0.0');
  logger.info(`payments service listening on ${server.port} (${stripe ? 'Stripe' : 'built-in test provider'})`);
  onShutdown(async () => {
    await server.close();
    await service.stop();
    await bus.stop();
  });
});
