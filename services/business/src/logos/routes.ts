import type { LogoUploadResponse } from '@cobber/contracts';
import { notFound, type OwnerState } from '@cobber/kit';
import Router, { type RouterMiddleware } from '@koa/router';
import { processLogo } from './image.ts';
import type { LogoStore } from './storage.ts';
import { readLogoUpload } from './upload.ts';

/** Both upload paths of spec §7 do the same thing. */
export function logoUploadRoutes(store: LogoStore): Router<OwnerState> {
  const router = new Router<OwnerState>();
  const upload: RouterMiddleware<OwnerState> = async (ctx) => {
    const logo = await processLogo(await readLogoUpload(ctx));
    const body: LogoUploadResponse = { logoUrl: await store.save(logo.png), brandColors: logo.brandColors };
    ctx.status = 201;
    ctx.body = body;
  };
  router.post('/api/business/upload-logo', upload);
  router.post('/api/upload-logo', upload);
  return router;
}

/** Logos are public: they appear on the pages and PDFs a client opens. */
export function logoFileRoutes(store: LogoStore): Router {
  const router = new Router();
  router.get('/api/uploads/logos/:name', async (ctx) => {
    const png = await store.read(ctx.params.name!);
    if (!png) throw notFound();
    ctx.type = 'image/png';
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'");
    ctx.body = png;
  });
  return router;
}
