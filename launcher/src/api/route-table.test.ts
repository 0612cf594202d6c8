import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBusinessService } from '@cobber/business';
import { API_ROUTES, type ApiService } from '@cobber/contracts/api';
import { createGateway, GatewaySettingsSchema } from '@cobber/gateway';
import { createInvoicesService } from '@cobber/invoices';
import { createLogger, createMailer, createSmsSender, loadConfig, PostgresBus, type DataService } from '@cobber/kit';
import { createTestDatabase, TEST_IDENTITY_SECRET } from '@cobber/kit/testing';
import { createPaymentsService } from '@cobber/payments';
import { createQuotesService } from '@cobber/quotes';
import type Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registeredRoutes, type RegisteredRoute } from './registered-routes.ts';

type Registered = RegisteredRoute & { service: ApiService };

/** A schema chosen by the body's shape is asked for each shape the routes know: with and without `items`. */
function schemasOf(choice: unknown): unknown[] {
  return typeof choice === 'function' ? [...new Set([choice({}), choice({ items: [] })])] : [choice];
}

/** A union's options, or the schema itself. */
function optionsOf(schema: z.ZodType): unknown[] {
  const def = (schema as unknown as { _zod: { def: { type: string; options?: unknown[] } } })._zod.def;
  return def.type === 'union' ? def.options! : [schema];
}

/**
 * The services and the gateway as the embedded default makes them (not started: their
 * routers are all this needs), payments once with each card provider, since each
 * registers its own route (the test provider's Pay, Stripe's webhook).
 */
describe('the route table (contracts API_ROUTES) is exactly the routes Cobber answers', () => {
  const apps: { service: ApiService; app: Koa }[] = [];
  const stops: (() => Promise<void>)[] = [];
  let registered: Registered[];

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    const logger = createLogger('test', 'silent');
    const bus = new PostgresBus({ databaseUrl, logger });
    const dir = await mkdtemp(path.join(tmpdir(), 'cobber-routes-'));
    const common = { databaseUrl, identitySecret: TEST_IDENTITY_SECRET, bus, logger };
    const mailer = createMailer({ mailboxDir: dir, from: 'Cobber <quotes@cobber.test>' });
    const nowhere = 'http://127.0.0.1:9';
    const stripe = { secretKey: 'sk_test_routes', publishableKey: 'pk_test_routes', webhookSecret: 'whsec_routes' };
    const services: [ApiService, DataService][] = [
      ['business', createBusinessService({ ...common, uploadDir: dir })],
      ['quotes', createQuotesService({ ...common, mailer, publicUrl: nowhere, businessUrl: nowhere })],
      ['invoices', createInvoicesService({ ...common, mailer, sms: createSmsSender({ mailboxDir: dir }), publicUrl: nowhere, quotesUrl: nowhere })],
      ['payments', createPaymentsService({ ...common, cards: { provider: 'test' }, quotesUrl: nowhere })],
      ['payments', createPaymentsService({ ...common, cards: { provider: 'stripe', stripe }, quotesUrl: nowhere })],
    ];
    for (const [service, made] of services) {
      apps.push({ service, app: made.app });
      stops.push(() => made.db.destroy());
    }
    const gateway = createGateway(
      loadConfig(GatewaySettingsSchema, { DATABASE_URL: databaseUrl, IDENTITY_SECRET: TEST_IDENTITY_SECRET, SESSION_SECRET: 'session-secret-for-the-route-table', MAIL_TRANSPORT: 'mailbox', MAILBOX_DIR: dir }),
      logger,
    );
    apps.push({ service: 'gateway', app: gateway.app });
    stops.push(() => gateway.stop(), () => bus.stop());
    // What the gateway routes: /api paths. A service's probes and internal calls are its own.
    registered = apps.flatMap(({ service, app }) => registeredRoutes(app).map((route) => ({ ...route, service }))).filter((route) => route.path.startsWith('/api/'));
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  const key = (route: { service: ApiService; method: string; path: string }) => `${route.service} ${route.method} ${route.path}`;

  it('lists every /api route the services and the gateway register, each with its owner, and none they do not', () => {
    expect(registered.length).toBeGreaterThan(50);
    expect([...new Set(API_ROUTES.map(key))].sort()).toEqual([...new Set(registered.map(key))].sort());
  });

  it('names the very body schema each route validates', () => {
    for (const route of registered.filter((r) => r.bodySchema !== undefined)) {
      const listed = API_ROUTES.find((r) => key(r) === key(route));
      expect(listed?.body, key(route)).toBeDefined();
      for (const schema of schemasOf(route.bodySchema)) expect(optionsOf(listed!.body!), key(route)).toContain(schema);
    }
  });
});
