import path from 'node:path';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { SESSION_COOKIE } from '../auth/session.ts';
import { addFontRoutes } from './fonts.ts';
import { runtimeConfigJson } from './runtime-config.ts';

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
 * remotes that are built, so a remote deploys without rebuilding the shell,
 * the service worker and app manifest that make the app installable, and the
 * font files the browser's PDFs fetch (fonts.ts).
 */
export function frontendRoutes(frontendsDir: string): { router: Router; fallback: Middleware } {
  const root = path.resolve(frontendsDir);
  const shellDist = path.join(root, 'shell', 'dist');
  const router = new Router();

  // Read on every request, so a remote deployed now is listed now.
  router.get('/runtime-config.json', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'application/json';
    ctx.body = await runtimeConfigJson(root);
  });

  // The service worker: always revalidated, so a deploy is found on the next visit.
  router.get('/sw.js', async (ctx) => {
    const served = await send(ctx, 'sw.js', {
      root: shellDist,
      brotli: true,
      gzip: true,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Service-Worker-Allowed', '/');
      },
    }).catch(() => null);
    if (!served) ctx.throw(404);
  });

  router.get('/manifest.webmanifest', async (ctx) => {
    const served = await send(ctx, 'manifest.webmanifest', { root: shellDist, setHeaders: cacheHeaders }).catch(() => null);
    if (!served) ctx.throw(404);
    ctx.type = 'application/manifest+json';
  });

  // Each microfrontend's build, found by its folder (`mfe-<short>/dist`); `/mfe/<short>/`
  // itself is the remote's standalone page (its index.html).
  router.get(['/mfe/:short/', '/mfe/:short/{*file}'], async (ctx) => {
    const { short, file } = ctx.params as { short: string; file?: string };
    if (!/^[a-z]+$/.test(short)) ctx.throw(404);
    const dist = path.join(root, `mfe-${short}`, 'dist');
    const served = await send(ctx, file || 'index.html', { root: dist, setHeaders: cacheHeaders, brotli: true, gzip: true }).catch(() => null);
    if (!served) ctx.throw(404);
  });

  addFontRoutes(router);

  const fallback: Middleware = async (ctx, next) => {
    // `/api` itself is the API's, like everything under it: never the shell's page.
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || /^\/api(\/|$)/.test(ctx.path)) return next();
    // A visit with no session opens on the login page alone: a quarter of the
    // app's first download. An expired session still gets the app, which shows the same
    // login screen after asking who is signed in.
    if (ctx.path === '/' && !ctx.cookies.get(SESSION_COOKIE)) {
      ctx.vary('Cookie');
      const served = await send(ctx, 'login/index.html', { root: shellDist, setHeaders: cacheHeaders, brotli: true, gzip: true }).catch(() => null);
      if (served) return;
    }
    const isAsset = path.extname(ctx.path) !== '';
    const served = await send(ctx, ctx.path, { root: shellDist, index: 'index.html', setHeaders: cacheHeaders, brotli: true, gzip: true }).catch(
      () => null,
    );
    if (served || isAsset) return served ? undefined : next();
    await send(ctx, 'index.html', { root: shellDist, setHeaders: cacheHeaders }).catch(() => next());
  };
  return { router, fallback };
}
