import type { AnswerQuote, ApproveQuote } from '@cobber/contracts';
import type { Knex, PublicContext } from '@cobber/kit';
import type { PhotoSize, PhotoStore } from '@cobber/kit/photos';
import { answerQuote, markViewed } from '../quotes/status.ts';
import { answeringClient } from './client.ts';
import { publicPhotoFile } from './photos.ts';
import { publicQuote } from './service.ts';

/** The public quote routes' handlers: no sign-in, an unguessable id. */
export function publicQuoteHandlers(db: Knex, photoStore: PhotoStore) {
  const photo = (size: PhotoSize) => async (ctx: PublicContext) => {
    const bytes = await publicPhotoFile(db, photoStore, ctx.params.id!, ctx.params.photoId!, size);
    ctx.type = 'image/jpeg';
    // The client's browser may keep it for the page's next visit; a shared cache never (it is theirs alone).
    ctx.set('Cache-Control', 'private, max-age=86400');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'");
    // Shown on our own pages only, never embedded by another site.
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    ctx.body = bytes;
  };
  return {
    async read(ctx: PublicContext) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await publicQuote(db, ctx.params.id!);
    },
    async view(ctx: PublicContext) {
      ctx.body = await markViewed(db, ctx.params.id!);
    },
    /** The client accepts or declines the revision their page showed. */
    answer: (answer: 'approved' | 'rejected') => async (ctx: PublicContext<AnswerQuote | ApproveQuote>) => {
      const quote = await answerQuote(db, ctx.params.id!, answer, { ...ctx.state.body, ...answeringClient(ctx) });
      ctx.body = { status: quote.status };
    },
    photoDisplay: photo('display'),
    photoThumbnail: photo('thumbnail'),
  };
}
