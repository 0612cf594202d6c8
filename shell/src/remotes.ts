import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoute } from '@cobber/ui';

/** `GET /runtime-config.json`: the microfrontends deployed now (DESIGN.md §7). */
interface RuntimeConfig {
  remotes: Array<{ name: string; entry: string }>;
}

let loading: Promise<RemoteRoute[]> | undefined;

/** Every deployed microfrontend's screens, loaded once per page. */
export function loadRemoteRoutes(): Promise<RemoteRoute[]> {
  loading ??= fetchRemoteRoutes();
  return loading;
}

async function fetchRemoteRoutes(): Promise<RemoteRoute[]> {
  const config = await fetchRuntimeConfig();
  registerRemotes(config.remotes);
  const lists = await Promise.all(config.remotes.map(({ name }) => routesOf(name)));
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

// One broken microfrontend must not take the others down with it.
async function routesOf(remote: string): Promise<RemoteRoute[]> {
  try {
    const exposed = await loadRemote<{ default: RemoteRoute[] }>(`${remote}/routes`);
    return exposed?.default ?? [];
  } catch (error) {
    console.error(`Could not load the screens of ${remote}`, error);
    return [];
  }
}
