import type { ComponentType, LazyExoticComponent } from 'react';

/** The bottom navigation tabs (spec §2). */
export type Tab = 'quotes' | 'clients' | 'settings';

/**
 * A screen a microfrontend offers: the default export of its `./routes` module is an
 * array of these, and the shell mounts them (DESIGN.md §7).
 * - `access`: `public` for signed-out visitors, `owner` for the signed-in owner (shown
 *   inside the app's header and bottom navigation), `both` for either.
 * - `tab`: the bottom navigation tab lit on this screen.
 * - `back`: where the header's back button goes; no back button without it.
 */
export interface RemoteRoute {
  path: string;
  access: 'public' | 'owner' | 'both';
  component: LazyExoticComponent<ComponentType>;
  tab?: Tab;
  back?: string;
}

/**
 * A screen without its component: what a remote's build writes to `routes.json` and the
 * runtime config carries, so the shell knows every path before loading any remote.
 */
export type RouteInfo = Omit<RemoteRoute, 'component'>;
