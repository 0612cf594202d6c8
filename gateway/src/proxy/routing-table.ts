import { API_ROUTES, pathPattern, type ApiAccess, type ApiService } from '@cobber/contracts/api';

/** The services that own /api paths. */
export type ServiceName = Exclude<ApiService, 'gateway'>;

export interface Route {
  /** Matched against the whole path; each parameter is one segment. */
  path: RegExp;
  service: ServiceName;
}

/** Fewer parameters first: a literal segment wins over a parameter in the same place. */
const parameters = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;

/**
 * The one routing table: every /api path of contracts' `API_ROUTES` to the service that
 * owns it (a quote's create-invoice belongs to invoices); the gateway's own paths are its
 * routers'. A path no route has is answered here (404), whatever the method.
 */
export const ROUTES: Route[] = [...new Map(
  API_ROUTES.filter((route) => route.service !== 'gateway')
    .toSorted((a, b) => parameters(a.path) - parameters(b.path))
    .map((route) => [route.path, { path: pathPattern(route.path), service: route.service as ServiceName }]),
).values()];

export function owningService(path: string): ServiceName | null {
  return ROUTES.find((route) => route.path.test(path))?.service ?? null;
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

function callsWith(access: ApiAccess): { method: string; path: RegExp }[] {
  return API_ROUTES.filter((route) => route.access === access && route.service !== 'gateway').map((route) => ({ method: route.method, path: pathPattern(route.path) }));
}

function isCallOf(calls: { method: string; path: RegExp }[], method: string, path: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  return calls.some((call) => call.method === asked && call.path.test(path));
}

export function isPublicCall(method: string, path: string): boolean {
  return isCallOf(PUBLIC_CALLS, method, path);
}

export function isOwnerCall(method: string, path: string): boolean {
  return isCallOf(OWNER_CALLS, method, path);
}
