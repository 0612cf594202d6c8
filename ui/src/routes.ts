import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteInfo, Tab } from '@cobber/contracts';

export type { RouteInfo, Tab };

/**
 * A screen a microfrontend offers: the default export of its `./routes` module is an
 * array of these, and the shell mounts them.
 * - `access`: `public` for signed-out visitors, `owner` for the signed-in owner (shown
 *   inside the app's header and bottom navigation), `both` for either.
 * - `tab`: the bottom navigation tab lit on this screen.
 * - `back`: where the header's back button goes; no back button without it.
 */
export interface RemoteRoute extends RouteInfo {
  component: LazyExoticComponent<ComponentType>;
}
