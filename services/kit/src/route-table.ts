import { API_ROUTES, INTERNAL_ROUTES, pathParams, type ApiRoute, type ApiRouteTable, type ApiService, type InternalRoute, type InternalRouteTable } from '@cobber/contracts/api';
import Router, { type RouterContext } from '@koa/router';
import type { Middleware, Next } from 'koa';
import type { z } from 'zod';
import { readIdempotencyKey, type IdempotencyState } from './idempotency.ts';
import { requireConfirmedEmail, requireServiceCall, type OwnerState, type ServiceCallState } from './identity.ts';
import { validateQuery, type QueryState } from './query.ts';
import { requireUuidParams, validateBody, type BodyState } from './validate.ts';

/** A service that answers routes of the contracts' tables (the gateway answers its own). */
export type TableService = Exclude<ApiService, 'gateway'>;

type TableRoute = ApiRouteTable[number] | InternalRouteTable[number];
type RoutesOf<S extends TableService> = Extract<TableRoute, { service: S }>;

type CallerOf<R> = R extends { access: 'owner' } ? OwnerState : R extends { access: 'service' } ? ServiceCallState : unknown;
type BodyOf<R> = R extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
type QueryOf<R> = R extends { query: infer Q extends z.ZodType } ? QueryState<z.output<Q>> : unknown;
type KeyOf<R> = R extends { idempotent: true } ? IdempotencyState : unknown;
type StateOf<R> = CallerOf<R> & BodyState<BodyOf<R>> & QueryOf<R> & KeyOf<R>;

/** Each handler name of a service to what its handler is given (routes sharing a name, either's). */
type ContextsOf<S extends TableService> = { [R in RoutesOf<S> as R['handler']]: RouterContext<StateOf<R>> };

/** The handler names of a service's routes: `'readBusiness' | 'createClient' | …`. */
export type HandlerName<S extends TableService> = keyof ContextsOf<S>;

/** What a route's handler is given: its caller, path params, and the parsed body and query its route declares. */
export type RouteContext<S extends TableService, N extends HandlerName<S>> = ContextsOf<S>[N];

/** Answers one route, after its access, params, body and query are checked. */
export type RouteHandler<S extends TableService, N extends HandlerName<S>> = (ctx: RouteContext<S, N>, next: Next) => unknown;

/**
 * A handler, or steps of the service's own (each calls `next`) ending with the handler,
 * run in order after what the table derives.
 */
export type RouteAnswer<S extends TableService, N extends HandlerName<S>> = RouteHandler<S, N> | readonly RouteHandler<S, N>[];

type OptionalOf<S extends TableService> = Extract<RoutesOf<S>, { optional: true }>['handler'];

/** An optional route's handler may be null: the route is not answered here (404). */
type AnswerOf<S extends TableService, N extends HandlerName<S>> = N extends OptionalOf<S> ? RouteAnswer<S, N> | null : RouteAnswer<S, N>;

/** Handlers for some of a service's routes, by name: what one resource's `handlers.ts` gives. */
export type Handlers<S extends TableService, N extends HandlerName<S>> = { [K in N]: AnswerOf<S, K> };

/** A handler for every route of the service: one missing is a type error. */
export type HandlersOf<S extends TableService> = Handlers<S, HandlerName<S>>;

/** Any route's handler, as the mounting holds it (each was checked against its route's context by `Handlers`). */
type MountedAnswer = ((ctx: never, next: Next) => unknown) | readonly ((ctx: never, next: Next) => unknown)[] | null;

/** A service's complete handlers, ready to mount (see `routeHandlers`). */
export interface TableHandlers {
  service: TableService;
  handlers: Readonly<Record<string, MountedAnswer>>;
}

/**
 * A service's handlers for its routes in the table, checked whole: a route without a
 * handler, or a handler no route names, is a type error (and refused here too, for a
 * handler set that was widened on the way).
 */
export function routeHandlers<S extends TableService, H extends HandlersOf<S>>(service: S, handlers: H & Record<Exclude<keyof H, HandlerName<S>>, never>): TableHandlers {
  const routes = routesOf(service);
  const named = new Set(routes.map((route) => route.handler));
  const unnamed = Object.keys(handlers).filter((name) => !named.has(name));
  if (unnamed.length > 0) throw new Error(`No ${service} route names the handler ${unnamed.join(', ')}`);
  const missing = [...named].filter((name) => !(name in handlers));
  if (missing.length > 0) throw new Error(`The ${service} service has no handler ${missing.join(', ')}`);
  return { service, handlers: handlers as TableHandlers['handlers'] };
}

/** The routers a data service mounts: signed-out and service-to-service routes, and the owner's. */
export interface TableRouters {
  public: Router[];
  owner: Router<OwnerState>[];
}

/** Mounts every route of the service's table with its handler (see `mountRoutes`). */
export function tableRouters({ service, handlers }: TableHandlers, identitySecret: string): TableRouters {
  const routes = routesOf(service);
  return {
    public: [mountRoutes(routes.filter((route) => route.access !== 'owner'), handlers, identitySecret)],
    owner: [mountRoutes(routes.filter((route) => route.access === 'owner'), handlers, identitySecret) as Router<OwnerState>],
  };
}

type AnyRoute = ApiRoute | InternalRoute;

function routesOf(service: TableService): AnyRoute[] {
  return [...API_ROUTES, ...INTERNAL_ROUTES].filter((route) => route.service === service);
}

/** Fewer parameters first, so a literal segment wins over a parameter in its place (`/api/invoices/summary`). */
const parameterCount = (route: AnyRoute) => pathParams(route.path).length;

/**
 * One router answering `routes`, each with what its table entry derives, in this order:
 * a service call's signature (`access: 'service'`; the owner's identity is checked where
 * the owner routers are mounted), each path parameter without a schema of its own as a
 * record's UUID (else 404; one with its own schema is its handler's to read), the owner's
 * confirmed email (`confirmedEmail`), an `Idempotency-Key` (`idempotent`), the query
 * (`query`), the JSON body (`body`, chosen by `chooseBody`, at most `bodyLimit` bytes);
 * then the handler. A route whose handler is null is left out.
 */
export function mountRoutes(routes: readonly AnyRoute[], handlers: Readonly<Record<string, MountedAnswer | undefined>>, identitySecret?: string): Router {
  const router = new Router();
  for (const route of routes.toSorted((a, b) => parameterCount(a) - parameterCount(b))) {
    const answer = handlers[route.handler];
    if (answer === null) continue;
    if (answer === undefined) throw new Error(`No handler ${route.handler} for ${route.method} ${route.path}`);
    const steps = [...derivedSteps(route, identitySecret), ...(Array.isArray(answer) ? answer : [answer])] as Middleware[];
    router[VERBS[route.method]](route.path, ...steps);
  }
  return router;
}

const VERBS = { GET: 'get', POST: 'post', PATCH: 'patch', DELETE: 'delete' } as const;

function derivedSteps(route: AnyRoute, identitySecret: string | undefined): Middleware[] {
  const steps: Middleware[] = [];
  if (route.access === 'service') {
    if (!identitySecret) throw new Error(`${route.method} ${route.path} is a service call: mount it with the identity secret`);
    steps.push(requireServiceCall(identitySecret));
  }
  const uuids = pathParams(route.path).filter((name) => !route.params?.[name]);
  if (uuids.length > 0) steps.push(requireUuidParams(...uuids));
  if (route.access === 'service') return steps;
  if (route.confirmedEmail) steps.push(requireConfirmedEmail() as Middleware);
  if (route.idempotent) steps.push(readIdempotencyKey());
  if (route.query) steps.push(validateQuery(route.query));
  if (route.body) steps.push(validateBody(route.chooseBody ?? route.body, route.bodyLimit ? { limit: route.bodyLimit } : {}) as Middleware);
  return steps;
}
