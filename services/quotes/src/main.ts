import { createLogger, createMailer, eventBusFromSettings, listen, loadConfig, onShutdown, runMain, smtpUrlOf } from '@cobber/kit';
import { QuotesServiceSettings } from './config.ts';
import { createQuotesService } from './index.ts';

await runMain(async () => {
  const settings = loadConfig(QuotesServiceSettings);
  const logger = createLogger('quotes', settings.LOG_LEVEL);
  const bus = await eventBusFromSettings(settings, 'quotes', logger);
  const service = createQuotesService({
    databaseUrl: settings.DATABASE_URL,
    identitySecret: settings.IDENTITY_SECRET,
    bus,
    mailer: createMailer({ smtpUrl: smtpUrlOf(settings), mailboxDir: settings.MAILBOX_DIR, from: settings.MAIL_FROM }),
    dailyLimits: { mail: settings.MAIL_LIMIT_PER_OWNER_PER_DAY },
    publicUrl: settings.PUBLIC_URL,
    businessUrl: settings.BUSINESS_URL,
    drafting: { apiKey: settings.OPENAI_API_KEY, baseURL: settings.OPENAI_BASE_URL, model: settings.OPENAI_MODEL },
    logger,
  });
  await service.start();
  const server = await listen(service.app, settings.QUOTES_PORT, '0.0.0.0');
  logger.info(`quotes service listening on ${server.port}`);
  onShutdown(async () => {
    await server.close();
    await service.stop();
    await bus.stop();
  });
});
