import { API_ROUTES, pathPattern, type ApiAccess, type ApiService } from '@cobber/contracts/api';
import { routeIndex } from './route-index.ts';

/** The services that own /api paths. */
export type ServiceName = Exclude<ApiService, 'gateway'>;

export interface Route {
  /** Matched against the whole path; each parameter is one segment. */
  path: RegExp;
  service: ServiceName;
}

/** Fewer parameters first: a literal segment wins over a parameter in the same place. */
const parameters = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;

/** Each path a service answers, once, fewer parameters first. */
const SERVICE_PATHS = [...new Map(
  API_ROUTES.filter((route) => route.service !== 'gateway')
    .toSorted((a, b) => parameters(a.path) - parameters(b.path))
    .map((route) => [route.path, { path: route.path, service: route.service as ServiceName }]),
).values()];

/**
 * The one routing table: every /api path of contracts' `API_ROUTES` to the service that
 * owns it (a quote's create-invoice belongs to invoices); the gateway's own paths are its
 * routers'. A path no route has is answered here (404), whatever the method.
 */
export const ROUTES: Route[] = SERVICE_PATHS.map(({ path, service }) => ({ path: pathPattern(path), service }));

const servicePaths = routeIndex(SERVICE_PATHS);

export function owningService(path: string): ServiceName | null {
  return servicePaths(path)[0]?.service ?? null;
}

/**
 * The calls anyone may make signed out from a client's link (`access: 'public'`: a
 * quote's or invoice's public reads and answers, the client's deposit payment, a texted
 * receipt's PDF, the test provider's "Pay"). Each is limited per client address. The
 * Stripe webhook is not: Stripe calls it from a few addresses, signed.
 */
const PUBLIC_CALLS = callsWith('public');

/** The calls only a signed-in owner may make, answered by a service. */
const OWNER_CALLS = callsWith('owner');

function callsWith(access: ApiAccess) {
  return routeIndex(API_ROUTES.filter((route) => route.access === access && route.service !== 'gateway'));
}

function isCallOf(calls: ReturnType<typeof callsWith>, method: string, path: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  return calls(path).some((call) => call.method === asked);
}

export function isPublicCall(method: string, path: string): boolean {
  return isCallOf(PUBLIC_CALLS, method, path);
}

export function isOwnerCall(method: string, path: string): boolean {
  return isCallOf(OWNER_CALLS, method, path);
}
