import { API_ROUTES, type ApiRouteTable } from '@cobber/contracts/api';
import Router from '@koa/router';
import type { Context } from 'koa';

type GatewayRoute = Extract<ApiRouteTable[number], { service: 'gateway' }>;

/** Answered by the app's probes under `/api`, as every service answers its own. */
const PROBES = new Set<string>(['health', 'readiness'] satisfies GatewayRoute['handler'][]);

/** The names of the routes the gateway answers itself: signing in and out, the account links, the API document. */
export type GatewayHandlerName = Exclude<GatewayRoute['handler'], 'health' | 'readiness'>;

/**
 * Handlers for some of the gateway's routes, by name. Each reads its own body: a `form`
 * route takes a urlencoded form as well as JSON and answers a form with a redirect.
 */
export type GatewayHandlers<N extends GatewayHandlerName> = { [K in N]: (ctx: Context) => unknown };

/**
 * One router answering every route of the table the gateway owns, each with the handler
 * it names: one missing, or one that no route names, does not compile (and is refused here
 * for a set widened on the way).
 */
export function gatewayRoutes<H extends GatewayHandlers<GatewayHandlerName>>(handlers: H & Record<Exclude<keyof H, GatewayHandlerName>, never>): Router {
  const routes = API_ROUTES.filter((route) => route.service === 'gateway' && !PROBES.has(route.handler));
  const named = new Set(routes.map((route) => route.handler));
  const unnamed = Object.keys(handlers).filter((name) => !named.has(name));
  if (unnamed.length > 0) throw new Error(`No gateway route names the handler ${unnamed.join(', ')}`);
  const router = new Router();
  for (const route of routes) {
    const handler = (handlers as Record<string, ((ctx: Context) => unknown) | undefined>)[route.handler];
    if (!handler) throw new Error(`The gateway has no handler ${route.handler} for ${route.method} ${route.path}`);
    router[VERBS[route.method]](route.path, (ctx) => handler(ctx));
  }
  return router;
}

const VERBS = { GET: 'get', POST: 'post', PATCH: 'patch', DELETE: 'delete' } as const;
