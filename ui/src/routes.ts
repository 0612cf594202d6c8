import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteInfo, Tab } from '@cobber/contracts';

export type { RouteInfo, Tab };

/** What a screen's module exports: the screen, and for a screen the server draws, what it shows first. */
export interface ScreenModule {
  default: ComponentType;
  firstData?: unknown;
}

/**
 * A screen a microfrontend offers: the default export of its `./routes` module is an
 * array of these, and the shell mounts them.
 * - `access`: `public` for signed-out visitors, `owner` for the signed-in owner (shown
 *   inside the app's header and bottom navigation), `both` for either.
 * - `tab`: the bottom navigation tab lit on this screen.
 * - `back`: where the header's back button goes; no back button without it.
 * - `drawn`: the server draws it for a first visit, from the `firstData` its module exports.
 * - `component`: the screen, downloaded when first shown; `load`: its module (the server
 *   draws a screen from it).
 */
export interface RemoteRoute extends RouteInfo {
  component: LazyExoticComponent<ComponentType>;
  load?: () => Promise<ScreenModule>;
}

/** A screen whose module downloads when it is first shown. */
export function screen(load: () => Promise<ScreenModule>): Pick<RemoteRoute, 'component' | 'load'> {
  return { component: lazy(load), load };
}

/**
 * A screen the server draws for an owner's first visit: its module exports `firstData`
 * (web/src/first-screen/first-data.ts), the same queries its hooks ask.
 */
export function drawnScreen(load: () => Promise<ScreenModule>): Pick<RemoteRoute, 'component' | 'load' | 'drawn'> {
  return { ...screen(load), drawn: true };
}
