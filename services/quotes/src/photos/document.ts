import { PhotoMessages } from '@cobber/contracts';
import type { PhotoDocument } from '@cobber/documents/photos';
import { findQuote } from '../quotes/repository.ts';
import { quotePhotoTable } from './repository.ts';

/** Job photos on quotes, under /api/quotes/:id/photos: the kit's photo routes for the owner's own quotes. */
export const quotePhotos: PhotoDocument = {
  ...quotePhotoTable,
  path: '/api/quotes',
  messages: { notFound: 'Quote not found', tooMany: PhotoMessages.tooMany('quote') },
  find: (db, ownerId, quoteId) => findQuote(db, ownerId, quoteId),
  findLocked: (trx, ownerId, quoteId) => findQuote(trx, ownerId, quoteId, { lock: true }),
};
