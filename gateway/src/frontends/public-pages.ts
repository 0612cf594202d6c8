import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PublicInvoiceResponse, PublicQuoteResponse, PublicVariation } from '@cobber/contracts';
import { HttpError, REQUEST_ID_HEADER, ThrottledLog, type Logger } from '@cobber/kit';
import type { Context, Middleware } from 'koa';
import { sessionUser } from '../auth/session.ts';
import type { ServiceName } from '../proxy/routing-table.ts';
import type { RateLimiter } from '../security/rate-limit.ts';

/** A whole HTML document and its status, as mfe-public's server render answers. */
interface RenderedPage {
  status: number;
  html: string;
}

/** What mfe-public's server build exports (mfe-public/src/server/public-pages.ts). */
interface PublicPagesRender {
  renderPublicQuotePage(found: PublicQuoteResponse | null, id: string): RenderedPage;
  renderPublicInvoicePage(found: PublicInvoiceResponse | null, id: string): RenderedPage;
  renderPublicVariationPage(found: PublicVariation | null, id: string): RenderedPage;
}

/** A page a client opens from an email, signed out: rendered here with its data. */
interface PublicPage {
  /** The page's path; its first group is the record's id. */
  path: RegExp;
  /** Only for a visitor who is not signed in (signed in, the path is an owner's screen in the shell). */
  signedOutOnly?: boolean;
  /** The service that owns the page's data, and the path of its public call. */
  service: ServiceName;
  dataPath(id: string): string;
  /** Checks the service's answer against the contract (null: the service said 404) and renders it. */
  render(pages: PublicPagesRender, answer: unknown, id: string): RenderedPage;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

function invoicePage(path: RegExp): PublicPage {
  return {
    path,
    service: 'invoices',
    dataPath: (id) => `/api/invoices/${id}/public`,
    render: (pages, answer, id) => pages.renderPublicInvoicePage(answer === null ? null : PublicInvoiceResponse.parse(answer), id),
  };
}

const PAGES: PublicPage[] = [
  {
    path: new RegExp(`^/quote/(${UUID})$`, 'i'),
    service: 'quotes',
    dataPath: (id) => `/api/quotes/${id}/public`,
    render: (pages, answer, id) => pages.renderPublicQuotePage(answer === null ? null : PublicQuoteResponse.parse(answer), id),
  },
  {
    path: new RegExp(`^/variation/(${UUID})$`, 'i'),
    service: 'quotes',
    dataPath: (id) => `/api/variations/${id}/public`,
    render: (pages, answer, id) => pages.renderPublicVariationPage(answer === null ? null : PublicVariation.parse(answer), id),
  },
  invoicePage(new RegExp(`^/invoice/(${UUID})/pay$`, 'i')),
  // Signed in, /invoice/:id is the owner's Invoice Details.
  { ...invoicePage(new RegExp(`^/invoice/(${UUID})$`, 'i')), signedOutOnly: true },
];

function pageFor(ctx: Context): PublicPage | undefined {
  return PAGES.find((candidate) => candidate.path.test(ctx.path) && !(candidate.signedOutOnly && sessionUser(ctx)));
}

const SERVICE_TIMEOUT_MS = 10_000;

const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temporarily unavailable</title></head>
<body style="font-family: system-ui, sans-serif; text-align: center; padding: 3rem 1.5rem; color: #1c1917">
<h1>This page is temporarily unavailable</h1>
<p>Please try again in a few minutes.</p>
</body>
</html>`;

const TOO_MANY_PAGE = `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests</title></head>
<body style="font-family: system-ui, sans-serif; text-align: center; padding: 3rem 1.5rem; color: #1c1917">
<h1>Too many requests from your address</h1>
<p>Please wait a few minutes and try again.</p>
</body>
</html>`;

/**
 * Answers the public pages with server-rendered HTML: the page's data is fetched from
 * its service over HTTP and rendered by mfe-public's server build, so the page's content is in
 * the first response (no request chain before it is visible). Other paths, and every
 * path while mfe-public is not built, go on to the shell.
 */
export function publicPages({
  frontendsDir,
  targets,
  logger,
  limiter,
}: {
  frontendsDir: string;
  targets: Partial<Record<ServiceName, string>>;
  logger: Logger;
  /** The signed-out calls' limit per client address; a page counts as one call. */
  limiter: RateLimiter;
}): Middleware {
  // While a service is down every page of it fails: logged once a minute, not per visit.
  const failures = new ThrottledLog(logger, { unit: 'pages not rendered' });
  const renderFile = path.resolve(frontendsDir, 'mfe-public', 'dist-server', 'public-pages.js');
  let render: Promise<PublicPagesRender> | undefined;
  const loadRender = () =>
    (render ??= (import(pathToFileURL(renderFile).href) as Promise<PublicPagesRender>).catch((error: unknown) => {
      render = undefined;
      throw error;
    }));

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const page = pageFor(ctx);
    if (!page || !existsSync(renderFile)) return next();
    const id = page.path.exec(ctx.path)![1]!.toLowerCase();
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'html';
    try {
      limiter.hit(ctx.ip);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      ctx.status = error.status;
      ctx.set(error.headers);
      ctx.body = TOO_MANY_PAGE;
      return;
    }
    const target = targets[page.service];
    if (!target) {
      ctx.status = 503;
      ctx.body = UNAVAILABLE_PAGE;
      return;
    }
    try {
      const response = await fetch(`${target.replace(/\/$/, '')}${page.dataPath(id)}`, {
        headers: { accept: 'application/json', [REQUEST_ID_HEADER]: String(ctx.state.requestId) },
        signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
      });
      if (response.status !== 404 && !response.ok) throw new Error(`the ${page.service} service answered ${response.status}`);
      const answer: unknown = response.status === 404 ? null : await response.json();
      const rendered = page.render(await loadRender(), answer, id);
      ctx.status = rendered.status;
      ctx.body = rendered.html;
      failures.recovered(page.service);
    } catch (err) {
      failures.failed(
        { kind: page.service, what: `public ${page.service} pages could not be rendered`, over: `public ${page.service} pages render again` },
        err,
        { path: ctx.path },
      );
      ctx.status = 503;
      ctx.body = UNAVAILABLE_PAGE;
    }
  };
}
