import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { builtRemotes, remoteDist, runtimeConfigJson } from './runtime-config.ts';

/** One file the service worker keeps (workbox's manifest entry). */
export interface PrecacheEntry {
  url: string;
  /** null when the URL itself carries the content hash. */
  revision: string | null;
  /** The browser refuses a fetched file that is not these bytes: a deploy landing mid-install fails the install rather than mixing two builds. */
  integrity: string;
}

const HASHED = /\.([0-9a-f]{8})\.(js|css)$/;

/**
 * A chunk larger than this is left to the network: the in-browser PDF maker (1.5 MB, half
 * a megabyte gzipped, in two remotes) would double what installing the app downloads, and
 * reading saved screens offline does not need it.
 */
export const LARGEST_PRECACHED_CHUNK = 1024 * 1024;
const HASH_TOKEN = /(?<![0-9a-f])[0-9a-f]{8}(?![0-9a-f])/g;

/** Where each built part is served and the files its page or host starts from. */
interface Part {
  dist: string;
  prefix: string;
  entries: string[];
}

async function filesIn(dist: string): Promise<string[]> {
  const all = await readdir(dist, { recursive: true, withFileTypes: true });
  return all.filter((file) => file.isFile()).map((file) => path.relative(dist, path.join(file.parentPath, file.name)).split(path.sep).join('/'));
}

/**
 * The files of the last build in `dist`: the entries, then every hashed chunk or style
 * whose hash a file already reached names (the runtime's chunk map, index.html's tags).
 * A build does not empty its folder, so older builds' chunks lie beside it: they are
 * named by nothing current and left out. So are chunks over LARGEST_PRECACHED_CHUNK.
 */
export async function filesOfLastBuild(dist: string, entries: string[]): Promise<string[]> {
  const byHash = new Map<string, string[]>();
  for (const file of await filesIn(dist)) {
    const hash = HASHED.exec(file)?.[1];
    if (hash) byHash.set(hash, [...(byHash.get(hash) ?? []), file]);
  }
  const reached = new Set(entries.filter((entry) => existsSync(path.join(dist, entry))));
  const toRead = [...reached];
  for (let file = toRead.pop(); file !== undefined; file = toRead.pop()) {
    const text = await readFile(path.join(dist, file), 'utf8');
    for (const [token] of text.matchAll(HASH_TOKEN)) {
      for (const named of byHash.get(token) ?? []) {
        if (reached.has(named) || (await stat(path.join(dist, named))).size > LARGEST_PRECACHED_CHUNK) continue;
        reached.add(named);
        toRead.push(named);
      }
    }
  }
  return [...reached].sort();
}

function entryFor(url: string, content: Buffer | string, hashedUrl: boolean): PrecacheEntry {
  return {
    url,
    revision: hashedUrl ? null : createHash('sha256').update(content).digest('hex').slice(0, 16),
    integrity: `sha384-${createHash('sha384').update(content).digest('base64')}`,
  };
}

/** The app's own files beside the shell's build: its manifest and icons (app-icons.ts). */
export const APP_FILES = ['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png', 'icons/apple-touch-icon.png'];

/**
 * Everything one deploy's pages need, for the service worker to precache together: the
 * shell's page, scripts and styles, each built remote's entry, manifests, route
 * table and chunks, the app's manifest and icons, and the runtime config naming those
 * very remotes. Fonts are not among them: the PDFs' fonts are megabytes and the screens use
 * the system's.
 */
export async function precacheEntries(root: string): Promise<PrecacheEntry[]> {
  const parts: Part[] = [
    { dist: path.join(root, 'shell', 'dist'), prefix: '/', entries: ['index.html', ...APP_FILES] },
    ...builtRemotes(root).map((remote) => ({
      dist: remoteDist(root, remote),
      prefix: `/mfe/${remote.short}/`,
      entries: ['remoteEntry.js', 'mf-manifest.json', 'routes.json'],
    })),
  ];
  const entries: PrecacheEntry[] = [];
  for (const part of parts) {
    for (const file of await filesOfLastBuild(part.dist, part.entries)) {
      entries.push(entryFor(part.prefix + file, await readFile(path.join(part.dist, file)), HASHED.test(file)));
    }
  }
  entries.push(entryFor('/runtime-config.json', await runtimeConfigJson(root), false));
  return entries;
}
