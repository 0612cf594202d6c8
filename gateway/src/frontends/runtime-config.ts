import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteInfo, RuntimeConfig } from '@cobber/contracts';

/** The microfrontends the gateway knows how to host, by the short name in their URL. */
export const REMOTES = [
  { short: 'clients', name: 'mfe_clients' },
  { short: 'quotes', name: 'mfe_quotes' },
  { short: 'invoices', name: 'mfe_invoices' },
  { short: 'public', name: 'mfe_public' },
] as const;

export type Remote = (typeof REMOTES)[number];

/** Where a remote's build sits under the frontends folder. */
export function remoteDist(root: string, remote: Remote): string {
  return path.join(root, `mfe-${remote.short}`, 'dist');
}

/** The remotes that are built (they have an mf-manifest.json). */
export function builtRemotes(root: string): Remote[] {
  return REMOTES.filter((remote) => existsSync(path.join(remoteDist(root, remote), 'mf-manifest.json')));
}

/** A remote's `dist/routes.json`, or undefined when it has none (or not a list). */
async function routeTable(dist: string): Promise<RouteInfo[] | undefined> {
  try {
    const table: unknown = JSON.parse(await readFile(path.join(dist, 'routes.json'), 'utf8'));
    return Array.isArray(table) ? (table as RouteInfo[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `/runtime-config.json`, byte for byte: the built remotes and their route tables. The
 * gateway answers it and the service worker's build precaches the same bytes with the
 * rest of the deploy, so a page never pairs one deploy's shell with another's remotes.
 */
export async function runtimeConfigJson(root: string): Promise<string> {
  const config: RuntimeConfig = {
    remotes: await Promise.all(
      builtRemotes(root).map(async (remote) => {
        const routes = await routeTable(remoteDist(root, remote));
        return { name: remote.name, entry: `/mfe/${remote.short}/mf-manifest.json`, ...(routes ? { routes } : {}) };
      }),
    ),
  };
  return JSON.stringify(config);
}
