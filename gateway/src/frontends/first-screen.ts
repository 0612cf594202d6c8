import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Business, InvoiceSummary, QuotePage, type User } from '@cobber/contracts';
import { DEFAULT_PAGE_SIZE } from '@cobber/contracts/display';
import { CLIENT_ADDRESS_HEADER, IDENTITY_HEADER, REQUEST_ID_HEADER, signIdentity, ThrottledLog, type Logger } from '@cobber/kit';
import type { Context, Middleware } from 'koa';
import { assertedOwner, publicUser, sessionUser, type SessionUser } from '../auth/session.ts';
import type { ServiceName } from '../proxy/routing-table.ts';
import { shellScriptAfterFirstPaint } from './after-first-paint.ts';

/** What mfe-quotes' server build exports (mfe-quotes/src/server/dashboard-screen.tsx). */
interface DashboardRender {
  renderDashboardScreen(answers: { owner: User; business: Business; quotes: QuotePage; summary: InvoiceSummary }): {
    css: string;
    markup: string;
    dataScript: string;
  };
}

/**
 * Past this the owner gets the plain page at once and the app asks for itself: a first
 * screen drawn late is worse than the spinner it replaces.
 */
export const FIRST_SCREEN_DEADLINE_MS = 300;

/**
 * Tells the service worker what a signed-in owner's `/` is: `dashboard` when it carries
 * their drawn dashboard (the only kind it keeps), `not-drawn` when the plain page stands in
 * this time (a slow service: the owner's last kept page stays). A `/` without it is not an
 * owner's, and the kept page is forgotten (scripts/service-worker-first-screen.js).
 */
export const FIRST_SCREEN_HEADER = 'x-cobber-first-screen';

const EMPTY_ROOT = '<div id="root"></div>';
/** The shell's stylesheet as its build links it (a hashed file name, no path outside dist/). */
const SHELL_CSS_LINK = /<link href="\/(main\.[0-9a-f]+\.css)" rel="stylesheet">/;

/**
 * A signed-in `GET /` answered with the dashboard's first screen already drawn (issue 11):
 * the gateway asks the services as the owner, exactly as its proxy would (DESIGN.md §5),
 * has mfe-quotes' server build render the dashboard, and puts it and the answers it used
 * into the shell's index.html. Anything missing, failing or slower than the deadline (no
 * business yet, a service down, a build not made) and the request goes on to the plain page.
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
  const renderFile = path.resolve(frontendsDir, 'mfe-quotes', 'dist-server', 'dashboard-screen.js');
  const shellDist = path.resolve(frontendsDir, 'shell', 'dist');
  const shellPage = path.join(shellDist, 'index.html');
  let render: Promise<DashboardRender> | undefined;
  const loadRender = () =>
    (render ??= (import(pathToFileURL(renderFile).href) as Promise<DashboardRender>).catch((error: unknown) => {
      render = undefined;
      throw error;
    }));
  // Loaded now rather than on the first visit, which would otherwise wait for it.
  if (existsSync(renderFile)) loadRender().catch((err: unknown) => logger.warn({ err }, 'the first dashboard screen render could not be loaded'));

  return async (ctx, next) => {
    const user = sessionUser(ctx);
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path !== '/' || !user || !existsSync(renderFile)) return next();
    ctx.vary('Cookie');
    const page = await firstScreenPage(ctx, user).catch((err: unknown) => {
      failures.failed({ kind: 'dashboard', what: 'the first dashboard screen could not be rendered', over: 'first dashboard screens render again' }, err);
      return null;
    });
    if (!page) {
      ctx.set(FIRST_SCREEN_HEADER, 'not-drawn');
      return next();
    }
    failures.recovered('dashboard');
    ctx.set('Cache-Control', 'no-store');
    ctx.set(FIRST_SCREEN_HEADER, 'dashboard');
    ctx.type = 'html';
    ctx.body = page;
  };

  /** The shell's index.html with the owner's dashboard drawn in it, or null when there is none to draw. */
  async function firstScreenPage(ctx: Context, user: SessionUser): Promise<string | null> {
    const ask = ownerCalls(ctx, user, { targets, identitySecret, requireEmailConfirmation });
    const [renderer, business, quotes, summary, page] = await Promise.all([
      loadRender(),
      ask('business', '/api/business', Business),
      ask('quotes', `/api/quotes?limit=${DEFAULT_PAGE_SIZE}&status=all`, QuotePage),
      ask('invoices', '/api/invoices/summary', InvoiceSummary),
      readFile(shellPage, 'utf8'),
    ]);
    // A new owner starts with business setup, which the app sends them to.
    if (!business || !quotes || !summary || !page.includes(EMPTY_ROOT)) return null;
    const drawn = renderer.renderDashboardScreen({ owner: publicUser(user), business, quotes, summary });
    return shellScriptAfterFirstPaint(await withShellCssInline(page))
      .replace('</head>', () => `<style>${drawn.css}</style></head>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${drawn.markup}</div>${drawn.dataScript}`);
  }

  /**
   * The shell's stylesheet in the page rather than linked: on a slow link the dashboard
   * then paints as soon as it arrives, without waiting a round trip for the CSS (as the
   * public pages do). A page naming no stylesheet, or one not found, is left as it is.
   */
  async function withShellCssInline(page: string): Promise<string> {
    const link = SHELL_CSS_LINK.exec(page);
    if (!link) return page;
    const css = await readFile(path.join(shellDist, link[1]!), 'utf8').catch(() => null);
    return css === null ? page : page.replace(link[0], () => `<style>${css}</style>`);
  }
}

interface Schema<T> {
  parse(value: unknown): T;
}

/**
 * A GET to a service as the signed-in owner, within the first screen's deadline: the
 * answer, once it passes its contract, or null for a 404.
 */
function ownerCalls(
  ctx: Context,
  user: SessionUser,
  { targets, identitySecret, requireEmailConfirmation }: { targets: Partial<Record<ServiceName, string>>; identitySecret: string; requireEmailConfirmation: boolean },
) {
  const signal = AbortSignal.timeout(FIRST_SCREEN_DEADLINE_MS);
  const headers = {
    accept: 'application/json',
    [IDENTITY_HEADER]: signIdentity(assertedOwner(user, requireEmailConfirmation), identitySecret),
    [CLIENT_ADDRESS_HEADER]: ctx.ip,
    [REQUEST_ID_HEADER]: String(ctx.state.requestId),
  };
  return async <T>(service: ServiceName, path: string, schema: Schema<T>): Promise<T | null> => {
    const target = targets[service];
    if (!target) throw new Error(`the ${service} service is not running`);
    const response = await fetch(`${target.replace(/\/$/, '')}${path}`, { headers, signal });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`the ${service} service answered ${response.status} to ${path}`);
    // Checked against the contract, then passed on as the service said it: the app's own
    // call would get exactly this, with nothing dropped or filled in by the schema.
    const answer: unknown = await response.json();
    schema.parse(answer);
    return answer as T;
  };
}
