import type { Workbox } from 'workbox-window';

type Listener = () => void;

/** The tap that takes the waiting version: set while a new deploy waits, else null. */
let takeNewVersion: (() => void) | null = null;
const listeners = new Set<Listener>();

function announce(take: (() => void) | null): void {
  takeNewVersion = take;
  for (const listener of listeners) listener();
}

export function subscribeToNewVersion(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function newVersionWaiting(): (() => void) | null {
  return takeNewVersion;
}

/** Installing downloads the whole app (about 1 MB): not while the first screen still loads its data. */
const AFTER_LOAD_MS = 3_000;

/**
 * Registers /sw.js a little after the page has loaded, so it takes nothing from
 * the first screen. A new deploy's worker installs beside the running one and waits: the
 * page keeps every file of the build it started with, and the owner is offered "New
 * version — Reload", which lets the new worker take over and reloads into the new build as
 * a whole.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => void import('workbox-window').then(({ Workbox }) => watch(new Workbox('/sw.js')));
  const later = () => setTimeout(start, AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

function watch(worker: Workbox): void {
  worker.addEventListener('waiting', () =>
    announce(() => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    }),
  );
  void worker.register();
  // A phone keeps the app open for days: look for a new deploy whenever it comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void worker.update();
  });
}
