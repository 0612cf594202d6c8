import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteInfo, RuntimeConfig } from '@cobber/contracts';
import type { RemoteRoute } from '@cobber/ui';
import { matchPath } from '@cobber/ui/router';

/** A screen some remote offers, known before that remote is downloaded. */
export interface FederatedRoute extends RouteInfo {
  remote: string;
}

let table: Promise<FederatedRoute[]> | undefined;

/**
 * Every deployed microfrontend's paths, from the runtime config: no remote is downloaded
 * for them (a remote listed without routes is, to learn its own), once per page.
 */
export function loadRouteTable(): Promise<FederatedRoute[]> {
  table ??= fetchRouteTable();
  return table;
}

async function fetchRouteTable(): Promise<FederatedRoute[]> {
  const config = await fetchRuntimeConfig();
  registerRemotes(config.remotes.map(({ name, entry }) => ({ name, entry })));
  const lists = await Promise.all(
    config.remotes.map(async ({ name, routes }) =>
      (routes ?? (await loadScreens(name)) ?? []).map(({ path, access, tab, back }) => ({ remote: name, path, access, tab, back })),
    ),
  );
  return lists.flat();
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/runtime-config.json');
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    return (await response.json()) as RuntimeConfig;
  } catch (error) {
    console.error('Could not read /runtime-config.json', error);
    return { remotes: [] };
  }
}

const screens = new Map<string, Promise<RemoteRoute[] | null>>();

/**
 * A remote's screens (its exposed `./routes`), downloaded the first time one of its paths
 * is shown; null when it could not be loaded: one broken microfrontend must not take the
 * others down with it.
 */
export function loadScreens(remote: string): Promise<RemoteRoute[] | null> {
  let loading = screens.get(remote);
  if (!loading) {
    loading = loadRemote<{ default: RemoteRoute[] }>(`${remote}/routes`).then(
      (exposed) => exposed?.default ?? null,
      (error: unknown) => {
        console.error(`Could not load the screens of ${remote}`, error);
        return null;
      },
    );
    screens.set(remote, loading);
  }
  return loading;
}

/**
 * Starts downloading the owner's screen at `pathname` (the route table, then its remote)
 * as soon as the owner is known, beside the shell's own next chunk rather than after it
 * (each step of that chain is a round trip on a slow phone).
 */
export async function preloadOwnerScreen(pathname: string): Promise<void> {
  const matching = (await loadRouteTable()).filter((entry) => entry.access !== 'public' && matchPath(entry.path, pathname));
  // An owner's own screen before a page for anyone: /quote/new is New Quote, not a client's quote page.
  const route = matching.find((entry) => entry.access === 'owner') ?? matching[0];
  if (route) void loadScreens(route.remote);
}
