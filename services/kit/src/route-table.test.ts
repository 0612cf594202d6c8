import { API_ROUTES, INTERNAL_ROUTES } from '@cobber/contracts/api';
import type { RouterContext } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from './app.ts';
import { SERVICE_CALL_HEADER, signServiceCall } from './identity.ts';
import { createLogger } from './logger.ts';
import { PostgresBus } from './postgres-bus.ts';
import { mountRoutes, routeHandlers, type HandlersOf, type TableService } from './route-table.ts';
import { listen, type Listening } from './server.ts';
import { createDataService, type DataService } from './service.ts';
import { createTestDatabase } from './testing/database.ts';
import { apiClient, TEST_IDENTITY_SECRET, testOwner } from './testing/http.ts';

const QUOTE = '7d9f2c1e-4b7a-4d33-9a51-0c2b6f1e8a10';

/** A handler for every route of a service that answers what it was given. */
function echoHandlers(service: TableService) {
  const names = [...API_ROUTES, ...INTERNAL_ROUTES].filter((route) => route.service === service).map((route) => route.handler);
  return Object.fromEntries(
    names.map((name) => [
      name,
      (ctx: RouterContext) => {
        const { body, query, idempotencyKey, caller, owner } = ctx.state;
        ctx.body = { handler: name, params: ctx.params, body, query, idempotencyKey, caller, owner: owner?.id };
      },
    ]),
  );
}

describe('a service mounted from the route table', () => {
  let bus: PostgresBus;
  let service: DataService;
  let server: Listening;
  const sam = testOwner('Sam');
  let asSam: ReturnType<typeof apiClient>;
  let signedOut: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    const logger = createLogger('test', 'silent');
    bus = new PostgresBus({ databaseUrl, logger });
    const order: string[] = [];
    const handlers = {
      ...echoHandlers('quotes'),
      rejectQuote: [
        async (ctx: RouterContext, next: () => Promise<void>) => {
          order.push(`step saw ${JSON.stringify(ctx.state.body)}`);
          await next();
        },
        (ctx: RouterContext) => {
          ctx.body = { handler: 'rejectQuote', order };
        },
      ],
    };
    service = createDataService({
      name: 'quotes',
      schema: 'route_table',
      migrations: [],
      databaseUrl,
      identitySecret: TEST_IDENTITY_SECRET,
      bus,
      logger,
      handlers: () => routeHandlers('quotes', handlers as unknown as HandlersOf<'quotes'>),
    });
    server = await listen(service.app, 0);
    asSam = apiClient(server.url, sam);
    signedOut = apiClient(server.url, null);
  });
  afterAll(async () => {
    await server?.close();
    await service?.stop();
    await bus?.stop();
  });

  it('answers each route with the handler it names, the owner’s only when signed in', async () => {
    expect((await asSam('GET', `/api/quotes/${QUOTE}`)).body).toMatchObject({ handler: 'readQuote', params: { id: QUOTE }, owner: sam.id });
    expect((await signedOut('GET', `/api/quotes/${QUOTE}`)).status).toBe(401);
    expect((await signedOut('GET', `/api/quotes/${QUOTE}/public`)).body).toMatchObject({ handler: 'publicQuote' });
  });

  it('takes an internal route only as a signed service call', async () => {
    expect((await signedOut('GET', `/internal/quotes/${QUOTE}`)).status).toBe(401);
    const signed = { [SERVICE_CALL_HEADER]: signServiceCall('invoices', TEST_IDENTITY_SECRET) };
    expect((await signedOut('GET', `/internal/quotes/${QUOTE}`, undefined, signed)).body).toMatchObject({ handler: 'currentQuote', caller: 'invoices' });
    expect((await signedOut('GET', '/internal/quotes/not-an-id', undefined, signed)).status).toBe(404);
  });

  it('answers 404 for a path parameter that is no UUID, and leaves one with a schema of its own to its handler', async () => {
    expect((await asSam('GET', '/api/quotes/abc')).status).toBe(404);
    expect((await asSam('PATCH', `/api/quotes/${QUOTE}/photos/abc`, {})).status).toBe(404);
    const byPosition = await asSam('PATCH', `/api/quotes/${QUOTE}/items/0`, {});
    expect(byPosition.body).toMatchObject({ handler: 'changeQuoteItem', params: { itemId: '0' } });
  });

  it('parses the body and the query its route declares, refusing either with 400 naming the field', async () => {
    const changed = await asSam('PATCH', `/api/quotes/${QUOTE}/reminders`, { remindersOff: true });
    expect(changed.body).toMatchObject({ handler: 'changeQuoteReminders', body: { remindersOff: true } });
    const refused = await asSam('PATCH', `/api/quotes/${QUOTE}/reminders`, { remindersOff: 'yes' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('remindersOff');
    expect((await asSam('GET', '/api/quotes?limit=2')).body).toMatchObject({ handler: 'listQuotes', query: { limit: 2 } });
    expect((await asSam('GET', '/api/quotes?limit=many')).body.error.fields).toHaveProperty('limit');
  });

  it('chooses the body’s shape by the body, when its route says how', async () => {
    const withItems = await asSam('POST', '/api/quotes', { items: 'none' });
    expect(withItems.status).toBe(400);
    expect(withItems.body.error.fields).toHaveProperty('items');
  });

  it('honours an Idempotency-Key on an idempotent route, refusing one that is no UUID', async () => {
    const key = crypto.randomUUID().toUpperCase();
    expect((await asSam('POST', `/api/quotes/${QUOTE}/copy`, undefined, { 'Idempotency-Key': key })).body).toMatchObject({ handler: 'copyQuote', idempotencyKey: key.toLowerCase() });
    const refused = await asSam('POST', `/api/quotes/${QUOTE}/copy`, undefined, { 'Idempotency-Key': 'again' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('Idempotency-Key');
  });

  it('sends for an owner only once their email is confirmed', async () => {
    const unconfirmed = apiClient(server.url, testOwner('Alex', { emailConfirmed: false }));
    expect((await unconfirmed('POST', `/api/quotes/${QUOTE}/send`, {})).status).toBe(403);
    expect((await asSam('POST', `/api/quotes/${QUOTE}/send`, {})).body).toMatchObject({ handler: 'sendQuote', body: { method: 'email' } });
  });

  it('takes a larger body where its route allows one', async () => {
    const signature = 'x'.repeat(200 * 1024);
    expect((await signedOut('PATCH', `/api/quotes/${QUOTE}/public/approve`, { signature })).status).toBe(400);
    expect((await signedOut('PATCH', `/api/quotes/${QUOTE}/public/reject`, { reason: signature })).status).toBe(413);
    expect((await signedOut('PATCH', `/api/quotes/${QUOTE}/public/approve`, { signature: signature.repeat(2) })).status).toBe(413);
  });

  it('runs the service’s own steps after what the table derives, then the handler', async () => {
    expect((await signedOut('PATCH', `/api/quotes/${QUOTE}/public/reject`, { revision: 1 })).body).toEqual({ handler: 'rejectQuote', order: ['step saw {"revision":1}'] });
  });
});

describe('mounting routes', () => {
  it('refuses a handler set with a handler missing, or one that no route names', () => {
    const { readQuote: _left, ...missing } = echoHandlers('quotes');
    expect(() => routeHandlers('quotes', missing as unknown as HandlersOf<'quotes'>)).toThrow('no handler readQuote');
    expect(() => routeHandlers('quotes', { ...echoHandlers('quotes'), nobody: () => undefined } as unknown as HandlersOf<'quotes'>)).toThrow('handler nobody');
  });

  it('puts a literal path before a parameter in its place, and leaves out an optional route without a handler', async () => {
    const routes = API_ROUTES.filter((route) => route.service === 'invoices' || route.service === 'payments');
    const handlers = { ...echoHandlers('invoices'), ...echoHandlers('payments'), confirmTestPayment: null };
    const app = createServiceApp({ name: 'test', logger: createLogger('test', 'silent'), routers: [mountRoutes(routes, handlers, TEST_IDENTITY_SECRET)] });
    const server = await listen(app, 0);
    try {
      const call = apiClient(server.url, null);
      expect((await call('GET', '/api/invoices/summary')).body).toMatchObject({ handler: 'invoiceSummary' });
      expect((await call('GET', '/api/payments/config')).body).toMatchObject({ handler: 'paymentsConfig' });
      expect((await call('POST', '/api/payments/test/confirm', {})).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
