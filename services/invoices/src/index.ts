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
  type SmsSender,
} from '@cobber/kit';
import Router from '@koa/router';
import type Koa from 'koa';
import { invoiceRoutes } from './invoices/routes.ts';
import { migrations, SCHEMA } from './migrations.ts';
import { publicInvoiceRoutes } from './public/routes.ts';
import { receiptRoutes } from './receipts/routes.ts';
import { invoicesConsumer } from './replica/consumer.ts';
import { sendingRoutes } from './sending/routes.ts';

export interface InvoicesServiceOptions {
  databaseUrl: string;
  identitySecret: string;
  bus: EventBus;
  mailer: Mailer;
  sms: SmsSender;
  /** The app as clients reach it: emailed and texted links point here. */
  publicUrl: string;
  logger?: Logger;
}

export interface InvoicesService {
  app: Koa;
  relay: OutboxRelay;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Invoices, their items, receipts, sending, and the public invoice (DESIGN.md §1). */
export function createInvoicesService(options: InvoicesServiceOptions): InvoicesService {
  const logger = options.logger ?? createLogger('invoices');
  const db = connect(options.databaseUrl, SCHEMA);
  const relay = new OutboxRelay({ db, schema: SCHEMA, bus: options.bus, logger, databaseUrl: options.databaseUrl });

  const owner = new Router<OwnerState>();
  owner.use(requireOwner(options.identitySecret));
  const sending = { mailer: options.mailer, sms: options.sms, publicUrl: options.publicUrl, logger };
  for (const router of [invoiceRoutes(db), sendingRoutes(db, sending), receiptRoutes(db, sending)]) {
    owner.use(router.routes(), router.allowedMethods({ throw: true }));
  }
  const app = createServiceApp({
    name: 'invoices',
    logger,
    routers: [publicInvoiceRoutes(db, sending), owner as unknown as Router],
    health: async () => {
      await db.raw('select 1');
    },
  });

  return {
    app,
    relay,
    async start() {
      await migrate(db, SCHEMA, migrations);
      await options.bus.subscribe('invoices', invoicesConsumer(db, sending));
      await relay.start();
    },
    async stop() {
      await relay.stop();
      await db.destroy();
    },
  };
}
