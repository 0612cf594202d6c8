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
