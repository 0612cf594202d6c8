import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { RouteInfo, RuntimeConfig } from '@cobber/contracts';
import { addFontRoutes } from './fonts.ts';

/** The microfrontends the gateway knows how to host, by the short name in their URL. */
export const REMOTES = [
  { short: 'clients', name: 'mfe_clients' },
  { short: 'quotes', name: 'mfe_quotes' },
  { short: 'invoices', name: 'mfe_invoices' },
  { short: 'public', name: 'mfe_public' },
] as const;

/** A remote's `dist/routes.json`, or undefined when it has none (or not a list). */
async function routeTable(dist: string): Promise<RouteInfo[] | undefined> {
  try {
    const table: unknown = JSON.parse(await readFile(path.join(dist, 'routes.json'), 'utf8'));
    return Array.isArray(table) ? (table as RouteInfo[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Files whose names carry a content hash never change; everything else is revalidated.
 * `file` is what is sent, so a precompressed `.br` or `.gz` twin counts as its original.
 */
function cacheHeaders(res: { setHeader(name: string, value: string): void }, file: string): void {
  const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)(\.br|\.gz)?$/.test(file);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Hosts the built shell at `/` (history fallback to its index.html for client routes)
 * and each remote's build at `/mfe/<short>/`, plus the runtime config listing the
 * remotes that are built, so a remote deploys without rebuilding the shell (DESIGN.md §7),
 * and the font files the browser's PDFs fetch (fonts.ts).
 */
export function frontendRoutes(frontendsDir: string): { router: Router; fallback: Middleware } {
  const root = path.resolve(frontendsDir);
  const shellDist = path.join(root, 'shell', 'dist');
  const router = new Router();

  // Read on every request, so a remote deployed now is listed now.
  router.get('/runtime-config.json', async (ctx) => {
    const built = REMOTES.filter((r) => existsSync(path.join(root, `mfe-${r.short}`, 'dist', 'mf-manifest.json')));
    const config: RuntimeConfig = {
      remotes: await Promise.all(
        built.map(async (r) => {
          const routes = await routeTable(path.join(root, `mfe-${r.short}`, 'dist'));
          return { name: r.name, entry: `/mfe/${r.short}/mf-manifest.json`, ...(routes ? { routes } : {}) };
        }),
      ),
    };
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = config;
  });

  for (const remote of REMOTES) {
    const dist = path.join(root, `mfe-${remote.short}`, 'dist');
    // `/mfe/<short>/` itself is the remote's standalone page (its index.html).
    router.get([`/mfe/${remote.short}/`, `/mfe/${remote.short}/{*file}`], async (ctx) => {
      const file = (ctx.params as { file?: string }).file || 'index.html';
      const served = await send(ctx, file, { root: dist, setHeaders: cacheHeaders, brotli: true, gzip: true }).catch(() => null);
      if (!served) ctx.throw(404);
    });
  }

  addFontRoutes(router);

  const fallback: Middleware = async (ctx, next) => {
    // `/api` itself is the API's, like everything under it: never the shell's page.
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || /^\/api(\/|$)/.test(ctx.path)) return next();
    const isAsset = path.extname(ctx.path) !== '';
    const served = await send(ctx, ctx.path, { root: shellDist, index: 'index.html', setHeaders: cacheHeaders, brotli: true, gzip: true }).catch(
      () => null,
    );
    if (served || isAsset) return served ? undefined : next();
    await send(ctx, 'index.html', { root: shellDist, setHeaders: cacheHeaders }).catch(() => next());
  };
  return { router, fallback };
}
