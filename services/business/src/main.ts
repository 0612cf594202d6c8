import { createLogger, eventBusFromSettings, listen, loadConfig, onShutdown, runMain } from '@cobber/kit';
import { BusinessServiceSettings } from './config.ts';
import { businessServiceFromSettings } from './from-settings.ts';

await runMain(async () => {
  const settings = loadConfig(BusinessServiceSettings);
  const logger = createLogger('business', settings.LOG_LEVEL);
  const bus = await eventBusFromSettings(settings, 'business', logger);
  const service = businessServiceFromSettings(settings, { bus, logger });
  await service.start();
  const server = await listen(service.app, settings.BUSINESS_PORT, '0.0.0.0');
  logger.info(`business service listening on ${server.port}`);
  onShutdown(async () => {
    await server.close();
    await service.stop();
    await bus.stop();
  });
});
