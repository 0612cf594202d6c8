import { createLogger, eventBusFromSettings, listen, loadConfig, onShutdown, runMain } from '@cobber/kit';
import { InvoicesServiceSettings } from './config.ts';
import { invoicesServiceFromSettings } from './from-settings.ts';

await runMain(async () => {
  const settings = loadConfig(InvoicesServiceSettings);
  const logger = createLogger('invoices', settings.LOG_LEVEL);
  const bus = await eventBusFromSettings(settings, 'invoices', logger);
  const service = invoicesServiceFromSettings(settings, { bus, logger });
  await service.start();
  const server = await listen(service.app, settings.INVOICES_PORT, '0.0.0.0');
  logger.info(`invoices service listening on ${server.port}`);
  onShutdown(async () => {
    await server.close();
    await service.stop();
    await bus.stop();
  });
});
