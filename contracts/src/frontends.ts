/** The bottom navigation tabs: Quotes, Invoices (with Receipts inside it), Clients and Settings. */
export type Tab = 'quotes' | 'invoices' | 'clients' | 'settings';

/**
 * A screen a microfrontend offers, without its component: what a remote's build writes
 * to `routes.json` and the runtime config carries, so the shell knows every path before
 * loading any remote.
 * - `access`: `public` for signed-out visitors, `owner` for the signed-in owner, `both`.
 * - `tab`: the bottom navigation tab lit on this screen; `back`: the header's back link.
 */
export interface RouteInfo {
  path: string;
  access: 'public' | 'owner' | 'both';
  tab?: Tab;
  back?: string;
  /** Drawn by the server for a signed-in owner's first visit (and kept by the phone for the next). */
  drawn?: true;
}

/** `GET /runtime-config.json`: the built remotes, each with its route table when it has one. */
export interface RuntimeConfig {
  remotes: { name: string; entry: string; routes?: RouteInfo[] }[];
}
