import { createLogger, listen, loadConfig, onShutdown, runMain } from '@cobber/kit';
import { GatewaySettings } from './config.ts';
import { createGateway } from './index.ts';

await runMain(async () => {
  const settings = loadConfig(GatewaySettings);
  const logger = createLogger('gateway', settings.LOG_LEVEL);
  const gateway = createGateway(settings, logger);
  await gateway.start();
  const server = await listen(gateway.app, settings.PORT, settings.HOST);
  logger.info(`gateway listening on ${server.port}`);
  onShutdown(async () => {
    await server.close();
    await gateway.stop();
  });
});
