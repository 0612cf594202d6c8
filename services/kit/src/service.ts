import Router from '@koa/router';
import type Koa from 'koa';
import { createServiceApp } from './app.ts';
import type { EventBus, EventHandler } from './bus.ts';
import { connect, migrate, type Knex, type Migration } from './database.ts';
import { requireOwner, type OwnerState } from './identity.ts';
import { createLogger, type Logger } from './logger.ts';
import { OutboxRelay } from './outbox.ts';
import { databaseOutageLog } from './outage.ts';
import { dataServiceReadiness } from './readiness.ts';
import { tableRouters, type TableHandlers } from './route-table.ts';

export interface DataServiceOptions {
  /** Also the consumer group, when the service consumes events. */
  name: string;
  schema: string;
  migrations: Migration[];
  databaseUrl: string;
  identitySecret: string;
  bus: EventBus;
  logger?: Logger | undefined;
  /** The handlers of its routes in the contracts' tables (`routeHandlers`): each mounted as its route says. */
  handlers?(db: Knex): TableHandlers;
  /** Routers of its own beside its routes in the tables: a test's routes that are in no table. */
  routes?(db: Knex): { public?: Router[]; owner?: Router<OwnerState>[] };
  consumer?: (db: Knex) => EventHandler;
}

export interface DataService {
  app: Koa;
  db: Knex;
  relay: OutboxRelay;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * What every service that owns data is made of: its own schema
 * and migrations, public routes, owner routes behind the gateway's signed identity, an
 * outbox relay onto the bus, and optionally a consumer group of its own.
 */
export function createDataService(options: DataServiceOptions): DataService {
  const logger = options.logger ?? createLogger(options.name);
  const db = connect(options.databaseUrl, options.schema, undefined, { logger });
  const relay = new OutboxRelay({ db, schema: options.schema, bus: options.bus, logger, databaseUrl: options.databaseUrl });
  const table = options.handlers ? tableRouters(options.handlers(db), options.identitySecret) : { public: [], owner: [] };
  const own = options.routes?.(db) ?? {};
  const routes = { public: [...table.public, ...(own.public ?? [])], owner: [...table.owner, ...(own.owner ?? [])] };
  const owner = new Router<OwnerState>();
  owner.use(requireOwner(options.identitySecret));
  for (const router of routes.owner) owner.use(router.routes(), router.allowedMethods({ throw: true }));
  const app = createServiceApp({
    name: options.name,
    logger,
    routers: [...routes.public, owner as unknown as Router],
    outages: databaseOutageLog(db, logger),
    ready: dataServiceReadiness({ db, bus: options.bus, consumerGroups: options.consumer ? [options.name] : [] }),
  });
  return {
    app,
    db,
    relay,
    async start() {
      await migrate(db, options.schema, options.migrations);
      if (options.consumer) await options.bus.subscribe(options.name, options.consumer(db));
      await relay.start();
    },
    async stop() {
      // Take no more events first: another service's relay may still be handing them out.
      if (options.consumer) await options.bus.unsubscribe(options.name);
      await relay.stop();
      await db.destroy();
    },
  };
}
