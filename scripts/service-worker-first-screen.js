// The owner's last server-drawn screens, imported by the service worker
// (scripts/build-service-worker.ts, which sets above this file `self.cobberShellScript`,
// this build's shell script, `self.cobberShellPage`, the precache's key of its index.html,
// and `self.cobberDrawnPaths`, the paths the remotes' server builds draw). A visit to one
// of those paths paints the page kept for it at once while a fresh one is fetched for next
// time (stale-while-revalidate). Kept only as the gateway marked it (a signed-in owner's
// drawn screen, gateway/src/frontends/first-screen.ts); signing in or out forgets them
// all, as does the app whenever it forgets the owner's saved copy (web/src/saved-copy.ts,
// which names the same cache).
const FIRST_SCREEN_CACHE = 'cobber-first-screen';
const FIRST_SCREEN_HEADER = 'x-cobber-first-screen';
/** The shell script of the build a kept page belongs to, set on the copy kept. */
const KEPT_BUILD_HEADER = 'x-cobber-kept-build';
/** The pages kept besides the dashboard: the screens last opened (a quote's details each count). */
const KEPT_PAGES = 12;
/** How long after a visit its page is fetched again for next time. */
const REFRESH_AFTER_MS = 3_000;
/** The data block a drawn page starts the app's cache from (web/src/first-screen/data.ts), and the mark a kept copy's carries. */
const DATA_BLOCK = '<script type="application/json" id="first-screen-data"';
const KEPT_MARK = ' data-kept';
const drawnPaths = self.cobberDrawnPaths.map((source) => new RegExp(source));

/** Under way while the kept pages are being forgotten: nothing is served from them meanwhile. */
let forgetting = Promise.resolve();

function forgetFirstScreens() {
  forgetting = caches.delete(FIRST_SCREEN_CACHE).then(() => undefined);
  return forgetting;
}

/** The shell script a drawn page starts once painted (gateway/src/frontends/drawn-page-script.ts): which build it belongs to. */
function shellScriptOf(html) {
  return /<script data-shell="(\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1] ?? null;
}

/**
 * Fetches `path` as the owner now sees it and keeps it when it comes drawn. When the plain
 * page stood in, the dashboard's last copy stays (a slow service) and another screen's is
 * dropped (its record may be gone); a page that is no owner's (signed out) forgets them all.
 */
async function refreshFirstScreen(path) {
  const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  const drawn = response.ok ? response.headers.get(FIRST_SCREEN_HEADER) : null;
  const cache = await caches.open(FIRST_SCREEN_CACHE);
  if (drawn === 'not-drawn') {
    if (path !== '/') await cache.delete(path);
    return;
  }
  if (drawn !== 'dashboard' && drawn !== 'drawn') return forgetFirstScreens();
  // Kept with the build it belongs to in a header, so a visit can tell without reading it,
  // and its data marked as kept: the app paints it at once but asks for what is there now.
  const page = (await response.text()).replace(DATA_BLOCK, DATA_BLOCK + KEPT_MARK);
  const headers = new Headers(response.headers);
  headers.set(KEPT_BUILD_HEADER, shellScriptOf(page) ?? '');
  headers.delete('content-length');
  await cache.put(path, new Response(page, { status: response.status, statusText: response.statusText, headers }));
  // The oldest first (a put moves its entry last); the dashboard always stays.
  const older = (await cache.keys()).filter((request) => new URL(request.url).pathname !== '/');
  for (const request of older.slice(0, Math.max(0, older.length - KEPT_PAGES))) await cache.delete(request);
}

/** The page kept for `path`, when there is one of this very build (a page of another build would mix two deploys). */
async function keptFirstScreen(path) {
  await forgetting;
  const kept = await (await caches.open(FIRST_SCREEN_CACHE)).match(path);
  if (!kept) return null;
  return kept.headers.get(KEPT_BUILD_HEADER) === self.cobberShellScript ? kept : null;
}

self.addEventListener('activate', (event) => {
  // Installed while signed in: the next visit already has the dashboard, and the screen
  // the owner is on, to paint.
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.map((window) => new URL(window.url)).filter((url) => !url.search && drawnPaths.some((path) => path.test(url.pathname)));
      const paths = new Set(['/', ...open.map((url) => url.pathname)]);
      return Promise.all([...paths].map((path) => refreshFirstScreen(path).catch(() => undefined)));
    }),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api/login' || url.pathname === '/api/logout') {
    event.waitUntil(forgetFirstScreens());
    return;
  }
  if (event.request.mode !== 'navigate' || url.search || !drawnPaths.some((path) => path.test(url.pathname))) return;
  // Fetched a little after: not beside the page's own first paint and calls, on a phone's
  // two cores and slow link (a repeat visit painted ~15% sooner on the bench).
  const refreshed = new Promise((resolve) => setTimeout(resolve, REFRESH_AFTER_MS)).then(() => refreshFirstScreen(url.pathname)).catch(() => undefined);
  event.waitUntil(refreshed);
  // With nothing kept, the page is the precached shell as for every other screen (Workbox's route).
  event.respondWith(keptFirstScreen(url.pathname).then((kept) => kept ?? precachedShell(event.request)));
});

/** What Workbox's navigation route would have answered: this build's precached index.html. */
async function precachedShell(request) {
  return (await caches.match(new URL(self.cobberShellPage, self.location.origin).href)) ?? fetch(request);
}
