import { existsSync } from 'node:fs';
import { copyFile, rm, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { generateSW } from 'workbox-build';
import type { FirstScreens } from '@cobber/web/first-screen';
import { writeAppFiles } from '../gateway/src/frontends/app-icons.ts';
import { serverBuildFiles } from '../gateway/src/frontends/first-screen.ts';
import { precacheEntries } from '../gateway/src/frontends/precache.ts';

/**
 * The last step of `npm run build`: the app's manifest and icons, then
 * `shell/dist/sw.js`, a Workbox service worker precaching every file of the deploy just
 * built (gateway/src/frontends/precache.ts) and answering the app's pages from it, online
 * or not. Usage: `node scripts/build-service-worker.ts [frontends folder]` (default: this
 * repository, as the gateway's FRONTENDS_DIR).
 */
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const shellDist = path.join(root, 'shell', 'dist');
const PUSH_HANDLERS = 'sw-push.js';
const FIRST_SCREEN = 'sw-first-screen.js';

await writeAppFiles(shellDist);
// Phone notifications: the push and tap handlers, beside sw.js and imported by it.
await copyFile(path.join(import.meta.dirname, 'service-worker-push.js'), path.join(shellDist, PUSH_HANDLERS));
const entries = await precacheEntries(root);
await writeFile(path.join(shellDist, FIRST_SCREEN), await firstScreenHandlers());
const { warnings } = await generateSW({
  swDest: path.join(shellDist, 'sw.js'),
  // The files are listed by precacheEntries, not globbed: a build folder keeps older builds' chunks.
  globDirectory: shellDist,
  globPatterns: [],
  additionalManifestEntries: entries,
  // Every screen's page is the shell's index.html, from the precache: the one the rest of
  // its build was precached with. Not the API, the remotes' own files, or the pages the
  // gateway renders for clients (a quote, an invoice to pay: gateway/src/frontends/public-pages.ts).
  navigateFallback: '/index.html',
  navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/mfe\//, /^\/quote\/[0-9a-f-]{36}$/i, /^\/invoice\/[0-9a-f-]{36}\/pay$/i, /\.[a-z0-9]+$/i],
  // The first install takes the page at once (all its files are the same build); a later
  // one waits for the owner's "Reload" (shell/src/offline/service-worker.ts).
  clientsClaim: true,
  skipWaiting: false,
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  importScripts: [`/${PUSH_HANDLERS}`, `/${FIRST_SCREEN}`],
  mode: 'production',
  sourcemap: false,
});
for (const warning of warnings) console.warn(warning);

// The gateway sends a `.br` or `.gz` twin before the file itself: write fresh ones, so an
// older build's never shadows these.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
for (const file of ['sw.js', PUSH_HANDLERS, FIRST_SCREEN, 'manifest.webmanifest']) {
  const full = path.join(shellDist, file);
  const content = await readFile(full);
  await writeFile(`${full}.br`, await brotli(content));
  await writeFile(`${full}.gz`, await gzip(content, { level: 9 }));
}
await rm(path.join(shellDist, 'sw.js.map'), { force: true });

const bytes = (await Promise.all(entries.map((entry) => sizeOf(entry.url)))).reduce((sum, size) => sum + size, 0);
console.log(`Service worker: ${entries.length} files precached, ${(bytes / 1024).toFixed(0)} KB (gzipped as served).`);

/**
 * The kept screens' handlers, told which build they serve: its shell script,
 * the key Workbox precaches its index.html under (the URL and its revision), and the
 * paths the remotes' server builds draw (each build's own `drawnPaths`).
 */
async function firstScreenHandlers(): Promise<string> {
  const page = entries.find((entry) => entry.url === '/index.html');
  const shellScript = /<script defer src="(\/main\.[0-9a-f]+\.js)"/.exec(await readFile(path.join(shellDist, 'index.html'), 'utf8'))?.[1];
  if (!page?.revision || !shellScript) throw new Error('shell/dist/index.html is not built, or names no main script');
  const drawnPaths: string[] = [];
  for (const file of serverBuildFiles(root).filter((built) => existsSync(built))) {
    const build = (await import(pathToFileURL(file).href)) as FirstScreens;
    drawnPaths.push(...build.drawnPaths.map((drawn) => drawn.source));
  }
  const handlers = await readFile(path.join(import.meta.dirname, 'service-worker-first-screen.js'), 'utf8');
  const shellPage = `/index.html?__WB_REVISION__=${page.revision}`;
  return [
    `self.cobberShellScript = ${JSON.stringify(shellScript)};`,
    `self.cobberShellPage = ${JSON.stringify(shellPage)};`,
    `self.cobberDrawnPaths = ${JSON.stringify(drawnPaths)};`,
    handlers,
  ].join('\n');
}

/** What one precached URL costs to download: its gzipped twin when there is one. */
async function sizeOf(url: string): Promise<number> {
  const remote = /^\/mfe\/([a-z]+)\/(.*)$/.exec(url);
  const file = remote ? path.join(root, `mfe-${remote[1]}`, 'dist', remote[2]!) : path.join(shellDist, url);
  const twin = await stat(`${file}.gz`).catch(() => null);
  return twin?.size ?? (await stat(file).catch(() => null))?.size ?? 0;
}
