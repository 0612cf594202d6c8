// The owner's last server-drawn dashboard (issue 11), imported by the service worker
// (scripts/build-service-worker.ts, which sets above this file `self.cobberShellScript`,
// this build's shell script, and `self.cobberShellPage`, the precache's key of its index.html). A visit to `/` paints it at once from the phone while a
// fresh one is fetched for next time (stale-while-revalidate). Kept only as the gateway
// marked it (a signed-in owner's dashboard, gateway/src/frontends/first-screen.ts);
// signing in or out forgets it, as does the app whenever it forgets the owner's saved copy
// (ui/src/saved-copy.ts, which names the same cache).
const FIRST_SCREEN_CACHE = 'cobber-first-screen';
const FIRST_SCREEN_HEADER = 'x-cobber-first-screen';
/** The shell script of the build a kept page belongs to, set on the copy kept. */
const KEPT_BUILD_HEADER = 'x-cobber-kept-build';

/** Under way while the kept page is being forgotten: nothing is served from it meanwhile. */
let forgetting = Promise.resolve();

function forgetFirstScreen() {
  forgetting = caches.delete(FIRST_SCREEN_CACHE).then(() => undefined);
  return forgetting;
}

/** The shell script a drawn page starts once painted (gateway/src/frontends/drawn-page-script.ts): which build it belongs to. */
function shellScriptOf(html) {
  return /<script data-shell="(\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1] ?? null;
}

/**
 * Fetches `/` as the owner now sees it and keeps it when it is their dashboard. When it
 * stood in with the plain page (a slow service) the last one stays; anything else (signed
 * out) forgets it.
 */
async function refreshFirstScreen() {
  const response = await fetch('/', { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  const drawn = response.ok ? response.headers.get(FIRST_SCREEN_HEADER) : null;
  if (drawn === 'not-drawn') return;
  if (drawn !== 'dashboard') return forgetFirstScreen();
  // Kept with the build it belongs to in a header, so a visit can tell without reading it.
  const page = await response.text();
  const headers = new Headers(response.headers);
  headers.set(KEPT_BUILD_HEADER, shellScriptOf(page) ?? '');
  const cache = await caches.open(FIRST_SCREEN_CACHE);
  await cache.put('/', new Response(page, { status: response.status, statusText: response.statusText, headers }));
}

/** The kept dashboard, when there is one of this very build (a page of another build would mix two deploys). */
async function keptFirstScreen() {
  await forgetting;
  const kept = await (await caches.open(FIRST_SCREEN_CACHE)).match('/');
  if (!kept) return null;
  return kept.headers.get(KEPT_BUILD_HEADER) === self.cobberShellScript ? kept : null;
}

self.addEventListener('activate', (event) => {
  // Installed while signed in: the next visit already has the dashboard to paint.
  event.waitUntil(refreshFirstScreen().catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api/login' || url.pathname === '/api/logout') {
    event.waitUntil(forgetFirstScreen());
    return;
  }
  if (event.request.mode !== 'navigate' || url.pathname !== '/' || url.search) return;
  const refreshed = refreshFirstScreen().catch(() => undefined);
  event.waitUntil(refreshed);
  // With nothing kept, the page is the precached shell as for every other screen (Workbox's route).
  event.respondWith(keptFirstScreen().then((kept) => kept ?? precachedShell(event.request)));
});

/** What Workbox's navigation route would have answered: this build's precached index.html. */
async function precachedShell(request) {
  return (await caches.match(new URL(self.cobberShellPage, self.location.origin).href)) ?? fetch(request);
}
