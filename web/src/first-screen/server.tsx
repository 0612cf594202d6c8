import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import type { User } from '@cobber/contracts';
import { SignedInUserContext } from '@cobber/web';
import { buttonClasses, AppLayout } from '@cobber/ui';
import { Link, RouterProvider } from '@cobber/ui/router';
import type { Tab } from '@cobber/ui';
// The memory data router from react-router itself: server-only, so the browsers' shared
// router module (router.ts) does not carry it. A data router, as the shell's is: screens
// may block a navigation (Settings' unsaved changes, useBlocker).
import { createMemoryRouter } from 'react-router';
import { FIRST_SCREEN_DATA_ID, jsonForScript, type AskAsOwner, type DrawnScreen, type FirstScreenData, type FirstScreens } from './data.ts';

export type { AskAsOwner, DrawnScreen } from './data.ts';

// Drawing an owner screen on the server, for the remotes' server builds.

/**
 * An answer checked against its contract, then kept as the service said it: the app's own
 * call would get exactly this, with nothing dropped or filled in by the schema.
 */
export function checked<T>(schema: { parse(value: unknown): T }, answer: unknown): T {
  schema.parse(answer);
  return answer as T;
}

/** A remote's own CSS (the Tailwind utilities its screens use), read from its browser build in `browserBuild` (dist/). */
export function remoteCss(browserBuild: URL): string {
  const manifest = JSON.parse(readFileSync(new URL('mf-manifest.json', browserBuild), 'utf8')) as {
    exposes: { name: string; assets: { css: { sync: string[] } } }[];
  };
  const files = manifest.exposes.find((exposed) => exposed.name === 'routes')?.assets.css.sync ?? [];
  return files.map((file) => readFileSync(new URL(file, browserBuild), 'utf8')).join('\n');
}

/** Where a screen is drawn: the path asked, its route (as the remote's routes name it) and the record's id in it. */
export interface ScreenAt {
  path: string;
  route: string;
  id: string | undefined;
}

/** One screen a remote draws: its route (`:id` a record's id) and how it is drawn there. */
export interface ScreenDrawing {
  route: string;
  draw(at: ScreenAt, owner: User, ask: AskAsOwner): Promise<DrawnScreen | null>;
}

/** A record's id in a path: a UUID, as every service makes them. */
const RECORD_ID = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';

/** A remote's server build from its screens: the paths they take, and the one screen drawn at a path. */
export function firstScreens(screens: ScreenDrawing[]): FirstScreens {
  const matched = screens.map((screen) => ({ screen, path: new RegExp(`^${screen.route.replaceAll('/', '\\/').replace(':id', RECORD_ID)}$`) }));
  return {
    drawnPaths: matched.map(({ path }) => path),
    drawFirstScreen(path, owner, ask) {
      for (const { screen, path: pattern } of matched) {
        const found = pattern.exec(path);
        if (found) return screen.draw({ path, route: screen.route, id: found[1] }, owner, ask);
      }
      return undefined;
    },
  };
}

/**
 * An owner screen as the shell first draws it `at` its path (its header with `tab` and
 * `back`, as RouteScreen does), from the remote's own components under their route (as
 * `useParams` reads it) and a query cache holding the answers it was drawn from, which
 * the page carries so the app starts from exactly that.
 */
export function drawOwnerScreen({
  at: { path, route },
  owner,
  queries,
  css,
  tab,
  back,
  children,
}: {
  at: ScreenAt;
  owner: User;
  queries: QueryClient;
  css: string;
  tab: Tab;
  back?: string;
  children: ReactNode;
}): DrawnScreen {
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: (
          <AppLayout tab={tab} back={back} actions={<PlainBell />}>
            {children}
          </AppLayout>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const markup = renderToString(
    <SignedInUserContext value={owner}>
      <QueryClientProvider client={queries}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SignedInUserContext>,
  );
  const data: FirstScreenData = { path, owner, queries: dehydrate(queries) };
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
