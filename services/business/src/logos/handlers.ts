import type { LogoUploadResponse } from '@cobber/contracts';
import { notFound, type Handlers } from '@cobber/kit';
import { processLogo } from './image.ts';
import type { LogoStore } from './storage.ts';
import { readLogoUpload } from './upload.ts';

/** The logo routes' handlers: an upload made safe and kept (both upload paths), and a kept logo served. */
export function logoHandlers(store: LogoStore): Handlers<'business', 'uploadLogo' | 'logoFile'> {
  return {
    async uploadLogo(ctx) {
      const logo = await processLogo(await readLogoUpload(ctx));
      const body: LogoUploadResponse = { logoUrl: await store.save(logo.png), brandColors: logo.brandColors };
      ctx.status = 201;
      ctx.body = body;
    },
    /** Logos are public: they appear on the pages and PDFs a client opens. */
    async logoFile(ctx) {
      const png = await store.read(ctx.params.name!);
      if (!png) throw notFound();
      ctx.type = 'image/png';
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Security-Policy', "default-src 'none'");
      ctx.body = png;
    },
  };
}
