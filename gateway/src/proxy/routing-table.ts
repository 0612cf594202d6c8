/** The services that own /api paths (DESIGN.md §1). */
export type ServiceName = 'business' | 'quotes' | 'invoices' | 'payments';

export interface Route {
  /** Matched against the path, in order; the first match owns the request. */
  path: RegExp;
  service: ServiceName;
}

const ID = '[^/]+';

/**
 * The one routing table: every /api path of spec §7 to the service that owns it.
 * More specific paths come first (a quote's create-invoice belongs to invoices).
 */
export const ROUTES: Route[] = [
  { path: new RegExp(`^/api/quotes/${ID}/create-invoice$`), service: 'invoices' },
  { path: new RegExp(`^/api/(quotes|invoices)/${ID}/create-deposit-payment$`), service: 'payments' },
  { path: new RegExp(`^/api/quotes/${ID}/public/deposit-payment$`), service: 'payments' },
  { path: /^\/api\/payments(\/|$)/, service: 'payments' },
  { path: /^\/api\/(quotes|quote-items|generate-quote)(\/|$)/, service: 'quotes' },
  { path: /^\/api\/(invoices|receipts)(\/|$)/, service: 'invoices' },
  { path: /^\/api\/(business|clients|upload-logo|uploads)(\/|$)/, service: 'business' },
];

export function owningService(path: string): ServiceName | null {
  return ROUTES.find((route) => route.path.test(path))?.service ?? null;
}

/**
 * The calls anyone may make signed out (spec §7 "Public"): a quote's or invoice's public
 * reads and answers (view, approve, reject, the client's deposit payment), a texted
 * receipt's PDF, and the test provider's "Pay". Each is limited per client address.
 * The Stripe webhook is not: Stripe calls it from a few addresses, signed.
 */
const PUBLIC_CALLS: RegExp[] = [
  new RegExp(`^/api/(quotes|invoices|receipts)/${ID}/(items/)?public(/|$)`),
  /^\/api\/payments\/test\/confirm$/,
];

export function isPublicCall(path: string): boolean {
  return PUBLIC_CALLS.some((call) => call.test(path));
}
