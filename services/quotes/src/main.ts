import { createLogger, eventBusFromSettings, listen, loadConfig, onShutdown, runMain } from '@cobber/kit';
import { QuotesServiceSettings } from './config.ts';
import { quotesServiceFromSettings } from './from-settings.ts';

await runMain(async () => {
  const settings = loadConfig(QuotesServiceSettings);
  const logger = createLogger('quotes', settings.LOG_LEVEL);
  const bus = await eventBusFromSettings(settings, 'quotes', logger);
  const service = quotesServiceFromSettings(settings, { bus, logger });
  await service.start();
  const server = await listen(service.app, settings.QUOTES_PORT, '0.0.0.0');
  logger.info(`quotes service listening on ${server.port}`);
  onShutdown(async () => {
    await server.close();
    await service.stop();
    await bus.stop();
  });
});
