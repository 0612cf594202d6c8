import { API_ROUTES } from '@cobber/contracts/api';
import { createLogger, createServiceApp, listen } from '@cobber/kit';
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { gatewayRoutes, type GatewayHandlerName, type GatewayHandlers } from './own-routes.ts';

const names = API_ROUTES.filter((route) => route.service === 'gateway' && route.handler !== 'health' && route.handler !== 'readiness').map((route) => route.handler as GatewayHandlerName);

/** A handler for every gateway route that says which it is. */
const echoHandlers = () =>
  Object.fromEntries(
    names.map((name) => [
      name,
      (ctx: Context) => {
        ctx.body = { handler: name };
      },
    ]),
  ) as GatewayHandlers<GatewayHandlerName>;

describe('the gateway’s own routes', () => {
  it('answers each with the handler its table entry names, the probes left to the app', async () => {
    const app = createServiceApp({ name: 'gateway', logger: createLogger('test', 'silent'), probePrefix: '/api', routers: [gatewayRoutes(echoHandlers())] });
    const server = await listen(app, 0);
    try {
      for (const route of API_ROUTES.filter((r) => r.service === 'gateway')) {
        const answer = await fetch(`${server.url}${route.path}`, { method: route.method });
        const body = (await answer.json()) as { handler?: string; status?: string };
        if (route.handler === 'health' || route.handler === 'readiness') expect(body.status, route.path).toBeDefined();
        else expect(body, `${route.method} ${route.path}`).toEqual({ handler: route.handler });
      }
    } finally {
      await server.close();
    }
  });

  it('refuses a handler set with a handler missing, or one that no route names', () => {
    const { logIn: _left, ...missing } = echoHandlers();
    // @ts-expect-error a route without its handler does not compile
    expect(() => gatewayRoutes(missing)).toThrow('no handler logIn');
    // @ts-expect-error nor does a handler no route names
    expect(() => gatewayRoutes({ ...echoHandlers(), nobody: () => undefined })).toThrow('handler nobody');
  });
});
