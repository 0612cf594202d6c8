import { createDataService, createLogger, routeHandlers, type DataService, type EventBus, type Logger } from '@cobber/kit';
import { DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY, type Mailer } from '@cobber/documents';
import { businessHandlers } from './business/handlers.ts';
import { clientListHandlers } from './client-list/handlers.ts';
import { clientHandlers } from './clients/handlers.ts';
import { logoHandlers } from './logos/handlers.ts';
import { LogoStore } from './logos/storage.ts';
import { migrations, SCHEMA } from './migrations.ts';
import { businessConsumer } from './notifications/consumer.ts';
import type { PushKeys } from './notifications/push.ts';
import { THE_INTERNET, type PushNetwork } from './notifications/push-network.ts';
import { notificationHandlers } from './notifications/handlers.ts';
import { notificationSender, silentSender, type NotificationSender } from './notifications/sends.ts';

/** The schema this service owns and its migrations, in order (backups restore with them). */
export { migrations, SCHEMA } from './migrations.ts';

export { BusinessServiceSettings } from './config.ts';
export type { PushKeys } from './notifications/push.ts';
export type { PushNetwork } from './notifications/push-network.ts';

export interface BusinessServiceOptions {
  databaseUrl: string;
  identitySecret: string;
  uploadDir: string;
  bus: EventBus;
  /**
   * How the owner's notifications are emailed and pushed (main.ts and npm start always
   * give it). Without it the bell's list still fills and nothing is sent: for tests of
   * other things that start this service.
   */
  notifying?: NotifyingOptions;
  logger?: Logger;
}

export interface NotifyingOptions {
  mailer: Mailer;
  /** Emails one business may be sent in its day (MAIL_LIMIT_PER_OWNER_PER_DAY). */
  mailPerDay?: number;
  /** The app as the owner reaches it: notification emails link there. */
  publicUrl: string;
  /** The VAPID keys phone notifications are signed with; null: none are sent. */
  push: PushKeys | null;
  /** How pushes reach the push services; tests point a listed name at a local one. The internet, strictly, without it. */
  pushNetwork?: PushNetwork;
  /** How often emails and pushes that failed are tried again, in seconds (default 30). */
  everySeconds?: number;
}

export type BusinessService = DataService;

/** Business profile, logo and brand colours, clients, and the owner's notifications. */
export function createBusinessService(options: BusinessServiceOptions): BusinessService {
  const logger = options.logger ?? createLogger('business');
  const store = new LogoStore(options.uploadDir);
  let sender: NotificationSender | null = null;
  const service = createDataService({
    ...options,
    logger,
    name: 'business',
    schema: SCHEMA,
    migrations,
    handlers: (db) =>
      routeHandlers('business', {
        ...businessHandlers(db),
        ...clientListHandlers(db),
        ...clientHandlers(db),
        ...logoHandlers(store),
        ...notificationHandlers(db, options.notifying?.push ?? null),
      }),
    consumer: (db) => businessConsumer.handler({ db, sender: sender! }),
  });
  const notifying = options.notifying;
  sender = notifying
    ? notificationSender(
        service.db,
        { mailer: notifying.mailer, mailPerDay: notifying.mailPerDay ?? DEFAULT_MAIL_LIMIT_PER_OWNER_PER_DAY, publicUrl: notifying.publicUrl, push: notifying.push, pushNetwork: notifying.pushNetwork ?? THE_INTERNET, logger },
        notifying.everySeconds ?? 30,
      )
    : silentSender;
  return {
    ...service,
    async start() {
      await service.start();
      sender!.start();
    },
    async stop() {
      await sender!.stop();
      await service.stop();
    },
  };
}
