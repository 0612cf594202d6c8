import {
  connect,
  createLogger,
  createServiceApp,
  migrate,
  OutboxRelay,
  requireOwner,
  type EventBus,
  type Logger,
  type OwnerState,
} from '@cobber/kit';
import Router from '@koa/router';
import type Koa from 'koa';
import { businessRoutes } from './business/routes.ts';
import { clientRoutes } from './clients/routes.ts';
import { logoFileRoutes, logoUploadRoutes } from './logos/routes.ts';
import { LogoStore } from './logos/storage.ts';
import { migrations, SCHEMA } from './migrations.ts';

export interface BusinessServiceOptions {
  databaseUrl: string;
  identitySecret: string;
  uploadDir: string;
  bus: EventBus;
  logger?: Logger;
}

export interface BusinessService {
  app: Koa;
  relay: OutboxRelay;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Business profile, logo and brand colours, and clients (DESIGN.md §1). */
export function createBusinessService(options: BusinessServiceOptions): BusinessService {
  const logger = options.logger ?? createLogger('business');
  const db = connect(options.databaseUrl, SCHEMA);
  const store = new LogoStore(options.uploadDir);
  const relay = new OutboxRelay({ db, schema: SCHEMA, bus: options.bus, logger, databaseUrl: options.databaseUrl });

  const owner = new Router<OwnerState>();
  owner.use(requireOwner(options.identitySecret));
  for (const router of [businessRoutes(db), clientRoutes(db), logoUploadRoutes(store)]) {
    owner.use(router.routes(), router.allowedMethods({ throw: true }));
  }
  const app = createServiceApp({
    name: 'business',
    logger,
    routers: [logoFileRoutes(store), owner as unknown as Router],
    health: async () => {
      await db.raw('select 1');
    },
  });

  return {
    app,
    relay,
    async start() {
      await migrate(db, SCHEMA, migrations);
      await relay.start();
    },
    async stop() {
      await relay.stop();
      await db.destroy();
    },
  };
}
