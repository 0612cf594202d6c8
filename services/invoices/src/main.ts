import { createLogger, createMailer, createSmsSender, eventBusFromSettings, listen, loadConfig, onShutdown, runMain, smtpUrlOf } from '@cobber/kit';
import { InvoicesServiceSettings, smsSettings } from './config.ts';
import { createInvoicesService } from './index.ts';

await runMain(async () => {
  const settings = loadConfig(InvoicesServiceSettings);
  const logger = createLogger('invoices', settings.LOG_LEVEL);
  const bus = await eventBusFromSettings(settings, 'invoices', logger);
  const service = createInvoicesService({
    databaseUrl: settings.DATABASE_URL,
    identitySecret: settings.IDENTITY_SECRET,
    bus,
    mailer: createMailer({ smtpUrl: smtpUrlOf(settings), mailboxDir: settings.MAILBOX_DIR, from: settings.MAIL_FROM }),
    sms: createSmsSender(smsSettings(settings)),
    dailyLimits: { mail: settings.MAIL_LIMIT_PER_OWNER_PER_DAY, sms: settings.SMS_LIMIT_PER_OWNER_PER_DAY },
    publicUrl: settings.PUBLIC_URL,
    quotesUrl: settings.QUOTES_URL,
    logger,
  });
  await service.start();
  const server = await listen(service.app, settings.INVOICES_PORT, '0.0.0.0');
  logger.info(`invoices service listening on ${server.port}`);
  onShutdown(async () => {
    await server.close();
    await service.stop();
    await bus.stop();
  });
});
