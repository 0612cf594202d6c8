import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLIENT_ADDRESS_HEADER, IDENTITY_HEADER, REQUEST_ID_HEADER, signIdentity, ThrottledLog, type Logger } from '@cobber/kit';
import type { AskAsOwner, DrawnScreen, FirstScreens } from '@cobber/web/first-screen';
import type { Context, Middleware } from 'koa';
import { assertedOwner, publicUser, sessionUser, type SessionUser } from '../auth/session.ts';
import { owningService, type ServiceName } from '../proxy/routing-table.ts';
import { withDrawnPageScript } from './drawn-page-script.ts';

/**
 * Past this the owner gets the plain page at once and the app asks for itself: a first
 * screen drawn late is worse than the spinner it replaces.
 */
export const FIRST_SCREEN_DEADLINE_MS = 300;

/**
 * Tells the service worker what a signed-in owner's `/` is: `dashboard` when it carries
 * their drawn dashboard (the only kind it keeps), `not-drawn` when the plain page stands in
 * this time (a slow service: the owner's last kept page stays). A `/` without it is not an
 * owner's, and the kept page is forgotten (scripts/service-worker-first-screen.js). Other
 * drawn screens say `drawn`.
 */
export const FIRST_SCREEN_HEADER = 'x-cobber-first-screen';

/**
 * Where the remotes' server builds of first screens are, or will be once built: one per
 * microfrontend folder (`mfe-*`) of the frontends folder (FRONTENDS_DIR), each asked in
 * turn whether it draws a path. Which screens a remote draws is its own routes' to say.
 */
export function serverBuildFiles(frontendsDir: string): string[] {
  const folders = readdirSync(frontendsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'));
  return folders.map((folder) => path.resolve(frontendsDir, folder.name, 'dist-server', 'first-screen.js')).sort();
}

const EMPTY_ROOT = '<div id="root"></div>';
/** The shell's stylesheet as its build links it (a hashed file name, no path outside dist/). */
const SHELL_CSS_LINK = /<link href="\/(main\.[0-9a-f]+\.css)" rel="stylesheet">/;
/** A path the app's pages answer: not the API, a remote's files or a file. */
const APP_PAGE = /^\/(?!api\/|mfe\/)[^.]*$/;

/**
 * A signed-in owner's first visit to a screen answered with it already drawn:
 * the remote that draws the path (its dist-server/first-screen.js) asks the services as
 * the owner, exactly as the gateway's proxy would, and renders the screen
 * from its own components; the gateway puts it and the answers it used into the shell's
 * index.html. Anything missing, failing or slower than the deadline (no business yet, a
 * service down, a build not made) and the request goes on to the plain page.
 */
export function ownerFirstScreen({
  frontendsDir,
  targets,
  identitySecret,
  requireEmailConfirmation,
  logger,
}: {
  frontendsDir: string;
  targets: Partial<Record<ServiceName, string>>;
  identitySecret: string;
  requireEmailConfirmation: boolean;
  logger: Logger;
}): Middleware {
  const failures = new ThrottledLog(logger, { unit: 'first screens not rendered' });
  const shellDist = path.resolve(frontendsDir, 'shell', 'dist');
  const shellPage = path.join(shellDist, 'index.html');
  const remotes = serverBuildFiles(frontendsDir).map((file) => serverBuildOf(file, logger));
  const stylesheets = new Map<string, Promise<string | null>>();

  return async (ctx, next) => {
    const user = sessionUser(ctx);
    // A query string (New Quote for a client, say) is the app's to read: the page is drawn from the path alone.
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !APP_PAGE.test(ctx.path) || ctx.querystring || !user) return next();
    const drawing = await screenAt(ctx, user);
    if (!drawing) return next();
    ctx.vary('Cookie');
    const page = await drawing.page.catch((err: unknown) => {
      failures.failed({ kind: 'screen', what: 'a first screen could not be rendered', over: 'first screens render again' }, err);
      return null;
    });
    if (!page) {
      ctx.set(FIRST_SCREEN_HEADER, 'not-drawn');
      return next();
    }
    failures.recovered('screen');
    ctx.set('Cache-Control', 'no-store');
    ctx.set(FIRST_SCREEN_HEADER, ctx.path === '/' ? 'dashboard' : 'drawn');
    ctx.type = 'html';
    ctx.body = page;
  };

  /** The page being drawn for this path, or undefined when no remote draws it (or none is built). */
  async function screenAt(ctx: Context, user: SessionUser): Promise<{ page: Promise<string | null> } | undefined> {
    const renders = await Promise.all(remotes.map((remote) => remote()));
    // The deadline runs from here: a server build still loading is not the services' delay.
    const ask = ownerCalls(ctx, user, { targets, identitySecret, requireEmailConfirmation });
    const owner = publicUser(user);
    for (const render of renders) {
      const drawing = render?.drawFirstScreen(ctx.path, owner, ask);
      if (drawing) return { page: Promise.all([drawing, readFile(shellPage, 'utf8')]).then(([drawn, page]) => drawn && pageWith(page, drawn)) };
    }
    return undefined;
  }

  /** The shell's index.html with a screen drawn in it, or null when the page has no empty root to draw into. */
  async function pageWith(page: string, drawn: DrawnScreen): Promise<string | null> {
    if (!page.includes(EMPTY_ROOT)) return null;
    return withDrawnPageScript(await withShellCssInline(page))
      .replace('</head>', () => `<style>${drawn.css}</style></head>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${drawn.markup}</div>${drawn.dataScript}`);
  }

  /**
   * The shell's stylesheet in the page rather than linked: on a slow link the screen
   * then paints as soon as it arrives, without waiting a round trip for the CSS (as the
   * public pages do). A page naming no stylesheet, or one not found, is left as it is.
   */
  async function withShellCssInline(page: string): Promise<string> {
    const link = SHELL_CSS_LINK.exec(page);
    if (!link) return page;
    const css = await shellCss(link[1]!);
    return css === null ? page : page.replace(link[0], () => `<style>${css}</style>`);
  }

  /** A stylesheet of the shell's build, read once: its name carries its content's hash. */
  function shellCss(file: string): Promise<string | null> {
    let reading = stylesheets.get(file);
    if (!reading) {
      reading = readFile(path.join(shellDist, file), 'utf8').catch(() => {
        stylesheets.delete(file);
        return null;
      });
      stylesheets.set(file, reading);
    }
    return reading;
  }
}

/**
 * A remote's server build, loaded now rather than on the first visit (which would
 * otherwise wait for it); null while it is not built. A failed load is tried again.
 */
function serverBuildOf(file: string, logger: Logger): () => Promise<FirstScreens | null> {
  let loading: Promise<FirstScreens | null> | undefined;
  const load = () => {
    if (!existsSync(file)) return Promise.resolve(null);
    return (loading ??= (import(pathToFileURL(file).href) as Promise<FirstScreens>).catch((err: unknown) => {
      loading = undefined;
      logger.warn({ err, file }, 'a first screen render could not be loaded');
      return null;
    }));
  };
  void load();
  return load;
}

/**
 * GETs to the services as the signed-in owner, each to the one that owns the path, all
 * within one first screen's deadline: the service's answer as it is, which the screen's
 * own query reads as the app's call would.
 */
function ownerCalls(
  ctx: Context,
  user: SessionUser,
  { targets, identitySecret, requireEmailConfirmation }: { targets: Partial<Record<ServiceName, string>>; identitySecret: string; requireEmailConfirmation: boolean },
): AskAsOwner {
  const signal = AbortSignal.timeout(FIRST_SCREEN_DEADLINE_MS);
  const headers = {
    accept: 'application/json',
    [IDENTITY_HEADER]: signIdentity(assertedOwner(user, requireEmailConfirmation), identitySecret),
    [CLIENT_ADDRESS_HEADER]: ctx.ip,
    [REQUEST_ID_HEADER]: String(ctx.state.requestId),
  };
  return async (path) => {
    const service = owningService(path.split('?')[0]!);
    const target = service && targets[service];
    if (!target) throw new Error(`no running service answers ${path}`);
    return fetch(`${target.replace(/\/$/, '')}${path}`, { headers, signal });
  };
}
