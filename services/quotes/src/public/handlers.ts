import type { Handlers, Knex, RouteHandler } from '@cobber/kit';
import type { PhotoSize, PhotoStore } from '@cobber/documents/photos';
import { answerQuote, markViewed } from '../quotes/status.ts';
import { answeringClient } from './client.ts';
import { publicPhotoFile } from './photos.ts';
import { publicQuote } from './service.ts';

type PublicQuoteRoute = 'publicQuote' | 'viewQuote' | 'approveQuote' | 'rejectQuote' | 'publicPhotoDisplay' | 'publicPhotoThumbnail';

/** What a client reaches from the emailed link, signed out: the quote by its unguessable id, their answer, its job photos. */
export function publicQuoteHandlers(db: Knex, photoStore: PhotoStore): Handlers<'quotes', PublicQuoteRoute> {
  const photo = (size: PhotoSize): RouteHandler<'quotes', 'publicPhotoDisplay' | 'publicPhotoThumbnail'> => async (ctx) => {
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
  /** The client accepts or declines the revision their page showed. */
  const answer = <N extends 'approveQuote' | 'rejectQuote'>(given: 'approved' | 'rejected'): RouteHandler<'quotes', N> => async (ctx) => {
    const quote = await answerQuote(db, ctx.params.id!, given, { ...ctx.state.body, ...answeringClient(ctx) });
    ctx.body = { status: quote.status };
  };
  return {
    async publicQuote(ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await publicQuote(db, ctx.params.id!);
    },
    async viewQuote(ctx) {
      ctx.body = await markViewed(db, ctx.params.id!);
    },
    approveQuote: answer('approved'),
    rejectQuote: answer('rejected'),
    publicPhotoDisplay: photo('display'),
    publicPhotoThumbnail: photo('thumbnail'),
  };
}
