import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteInfo, RuntimeConfig } from '@cobber/contracts';

/** A microfrontend: the short name in its URL (`/mfe/<short>/`) and its federation name. */
export interface Remote {
  short: string;
  name: string;
}

/** Where a remote's build sits under the frontends folder. */
export function remoteDist(root: string, remote: Pick<Remote, 'short'>): string {
  return path.join(root, `mfe-${remote.short}`, 'dist');
}

/**
 * The remotes that are built: every `mfe-<short>` folder of the frontends folder whose
 * build has an mf-manifest.json, named as that manifest names it. No list to keep: a new
 * microfrontend is found by its folder.
 */
export function builtRemotes(root: string): Remote[] {
  const remotes: Remote[] = [];
  for (const folder of readdirSync(root, { withFileTypes: true })) {
    const short = /^mfe-([a-z]+)$/.exec(folder.name)?.[1];
    if (!folder.isDirectory() || !short) continue;
    const name = manifestName(path.join(remoteDist(root, { short }), 'mf-manifest.json'));
    if (name) remotes.push({ short, name });
  }
  return remotes.sort((a, b) => a.short.localeCompare(b.short));
}

function manifestName(file: string): string | null {
  try {
    const { name } = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown };
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
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
