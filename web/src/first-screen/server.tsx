import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import type { User } from '@cobber/contracts';
import { buttonClasses, AppLayout, type RemoteRoute } from '@cobber/ui';
import { Link, RouterProvider } from '@cobber/ui/router';
// The memory data router from react-router itself: server-only, so the browsers' shared
// router module (router.ts) does not carry it. A data router, as the shell's is: screens
// may block a navigation (Settings' unsaved changes, useBlocker).
import { createMemoryRouter } from 'react-router';
import { ApiError, sendCallsThrough, type ApiTransport } from '../api.ts';
import { SignedInUserContext } from '../user.ts';
import { FIRST_SCREEN_DATA_ID, jsonForScript, type AskAsOwner, type DrawnScreen, type FirstScreenData, type FirstScreens } from './data.ts';
import type { FirstData, FirstLoad } from './first-data.ts';

export type { AskAsOwner, DrawnScreen } from './data.ts';

// Drawing an owner screen on the server, for the remotes' server builds: a screen's own
// queries are asked here, through the gateway's call as the owner, into the page's cache.

/** The owner's calls of the drawing under way: a screen's queries run inside it. */
const drawing = new AsyncLocalStorage<ApiTransport>();
sendCallsThrough(() => drawing.getStore());

/** A remote's own CSS (the Tailwind utilities its screens use), read from its browser build in `browserBuild` (dist/). */
function remoteCss(browserBuild: URL): string {
  const manifest = JSON.parse(readFileSync(new URL('mf-manifest.json', browserBuild), 'utf8')) as {
    exposes: { name: string; assets: { css: { sync: string[] } } }[];
  };
  const files = manifest.exposes.find((exposed) => exposed.name === 'routes')?.assets.css.sync ?? [];
  return files.map((file) => readFileSync(new URL(file, browserBuild), 'utf8')).join('\n');
}

/** A record's id in a path: a UUID, as every service makes them; any other parameter a word. */
const RECORD_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

function pathPattern(route: string): RegExp {
  const pattern = route.replaceAll('/', '\\/').replace(/:(\w+)/g, (_, name: string) => `(?<${name}>${name === 'id' ? RECORD_ID : '[a-z]+'})`);
  return new RegExp(`^${pattern}$`);
}

/**
 * A remote's server build from its route table: every owner route marked `drawn`, each
 * drawn from its screen's `firstData`. `browserBuild` is the remote's dist/ (its CSS).
 */
export function firstScreens(routes: RemoteRoute[], browserBuild: URL): FirstScreens {
  const css = remoteCss(browserBuild);
  const drawn = routes.filter((route) => route.drawn && route.access === 'owner').map((route) => ({ route, pattern: pathPattern(route.path) }));
  for (const { route } of drawn) if (!route.load) throw new Error(`${route.path} is marked drawn but names no module to draw it from`);
  return {
    drawnPaths: drawn.map(({ pattern }) => pattern),
    drawFirstScreen(path, owner, ask) {
      for (const { route, pattern } of drawn) {
        const found = pattern.exec(path);
        if (found) return drawScreen(route, { path, params: { ...found.groups } }, owner, ask, css);
      }
      return undefined;
    },
  };
}

/** Only GETs, and as they are: the gateway sends each to its service as the owner. */
function transportOf(ask: AskAsOwner): ApiTransport {
  return (path, init) => {
    if ((init.method ?? 'GET') !== 'GET') return Promise.reject(new Error(`a first screen only reads: ${init.method} ${path}`));
    return ask(path, init);
  };
}

async function drawScreen(route: RemoteRoute, at: { path: string; params: Record<string, string> }, owner: User, ask: AskAsOwner, css: string): Promise<DrawnScreen | null> {
  const { default: Screen, firstData } = await route.load!();
  if (typeof firstData !== 'function') throw new Error(`${route.path} is marked drawn but its screen exports no firstData`);
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const load: FirstLoad = { query: (options) => queries.fetchQuery(options), pages: (options) => queries.fetchInfiniteQuery(options) };
  try {
    const shown = await drawing.run(transportOf(ask), () => (firstData as FirstData)(at.params, load));
    if (shown === false) return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: (
          <AppLayout tab={route.tab} back={route.back} actions={<PlainBell />}>
            <Screen />
          </AppLayout>
        ),
      },
    ],
    { initialEntries: [at.path] },
  );
  const markup = renderToString(
    <SignedInUserContext value={owner}>
      <QueryClientProvider client={queries}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SignedInUserContext>,
  );
  const data: FirstScreenData = { path: at.path, owner, queries: dehydrate(queries) };
  return { css, markup, dataScript: `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${jsonForScript(data)}</script>` };
}

/**
 * The header's bell as the shell draws it with nothing unread: the shell's own bell
 * (shell/src/notifications) takes its place once the app runs and knows the count.
 */
function PlainBell() {
  return (
    <Link to="/notifications" aria-label="Notifications" className={`${buttonClasses('ghost', 'icon')} relative`}>
      <Bell aria-hidden />
    </Link>
  );
}
