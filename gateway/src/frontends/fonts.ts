/**
 * The Noto files a browser draws a PDF with (contracts/src/documents/fonts), served from
 * the installed `@fontsource/*` packages at `/fonts/<family>/<version>/<file>`. A file's
 * URL names its package's version, so it never changes and a phone keeps it a year; only
 * the packages' Unicode tables and their regular and bold WOFF files are served.
 */
import type Router from '@koa/router';
import send from 'koa-send';
import { isFontFilePath } from '@cobber/contracts/documents';
import { fontFamilyNamed, fontPackageDir } from '@cobber/contracts/documents/node-fonts';

const A_YEAR = 'public, max-age=31536000, immutable';

export function addFontRoutes(router: Router): void {
  router.get('/fonts/:family/:version/{*file}', async (ctx) => {
    const { family: name, version, file } = ctx.params as { family: string; version: string; file?: string };
    const family = fontFamilyNamed(name);
    if (!family || version !== family.version || !file || !isFontFilePath(family, file)) return ctx.throw(404);
    const served = await send(ctx, file, { root: fontPackageDir(family), setHeaders: (res) => res.setHeader('Cache-Control', A_YEAR) }).catch(() => null);
    if (!served) ctx.throw(404);
  });
}
