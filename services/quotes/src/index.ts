import {
  connect,
  createLogger,
  createServiceApp,
  migrate,
  OutboxRelay,
  requireOwner,
  type EventBus,
  type Logger,
  type Mailer,
  type OwnerState,
} from '@cobber/kit';
import Router from '@koa/router';
import type Koa from 'koa';
import { createDrafter } from './drafting/index.ts';
import { draftingRoutes } from './drafting/routes.ts';
import { migrations, SCHEMA } from './migrations.ts';
import { publicQuoteRoutes } from './public/routes.ts';
import { quoteRoutes } from './quotes/routes.ts';
import { quotesConsumer } from './replica/consumer.ts';
import { sendingRoutes } from './sending/routes.ts';

export interface QuotesServiceOptions {
  databaseUrl: string;
  identitySecret: string;
  bus: EventBus;
  mailer: Mailer;
  /** The app as clients reach it: emailed links point here. */
  publicUrl: string;
  /** OpenAI settings; without an API key the built-in drafter writes drafts. */
  drafting?: { apiKey?: string | undefined; baseURL?: string | undefined; model?: string | undefined };
  logger?: Logger;
}

export interface QuotesService {
  app: Koa;
  relay: OutboxRelay;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Quotes, items, history, AI drafting, sending, and the public quote (DESIGN.md §1). */
export function createQuotesService(options: QuotesServiceOptions): QuotesService {
  const logger = options.logger ?? createLogger('quotes');
  const db = connect(options.databaseUrl, SCHEMA);
  const relay = new OutboxRelay({ db, schema: SCHEMA, bus: options.bus, logger, databaseUrl: options.databaseUrl });

  const owner = new Router<OwnerState>();
  owner.use(requireOwner(options.identitySecret));
  const sending = { mailer: options.mailer, publicUrl: options.publicUrl, logger };
  const drafter = createDrafter({ ...options.drafting, logger });
  for (const router of [quoteRoutes(db), sendingRoutes(db, sending), draftingRoutes(db, drafter)]) owner.use(router.routes(), router.allowedMethods({ throw: true }));
  const app = createServiceApp({
    name: 'quotes',
    logger,
    routers: [publicQuoteRoutes(db), owner as unknown as Router],
    health: async () => {
      await db.raw('select 1');
    },
  });

  return {
    app,
    relay,
    async start() {
      await migrate(db, SCHEMA, migrations);
      await options.bus.subscribe('quotes', quotesConsumer(db));
      await relay.start();
    },
    async stop() {
      await relay.stop();
      await db.destroy();
    },
  };
}
