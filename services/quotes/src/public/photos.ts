import type { PublicQuotePhoto } from '@cobber/contracts';
import { notFound, type Knex } from '@cobber/kit';
import type { PhotoRow, PhotoSize, PhotoStore } from '@cobber/documents/photos';
import { quotePhotoRows } from '../photos/repository.ts';
import { findSentQuote } from '../quotes/repository.ts';

/** A photo as the client's page shows it: its files through the public photo routes, never the owner's. */
function toPublicPhoto(quoteId: string, row: PhotoRow): PublicQuotePhoto {
  const base = `/api/quotes/${quoteId}/public/photos/${row.id}`;
  return { id: row.id, url: `${base}/display`, thumbnailUrl: `${base}/thumbnail`, label: row.label, caption: row.caption };
}

/** The quote's job photos in the owner's order, for its public page. */
export async function publicPhotos(db: Knex, quoteId: string): Promise<PublicQuotePhoto[]> {
  return (await quotePhotoRows.list(db, quoteId)).map((row) => toPublicPhoto(quoteId, row));
}

/**
 * A photo's file for the client's page: only while its quote is on that page (the
 * public quote's rule, a sent quote), only a photo of that quote; anything else is 404,
 * the same answer whichever it was.
 */
export async function publicPhotoFile(db: Knex, store: PhotoStore, quoteId: string, photoId: string, size: PhotoSize): Promise<Buffer> {
  const quote = await findSentQuote(db, quoteId);
  const photo = quote && (await quotePhotoRows.find(db, quote.owner_id, quote.id, photoId));
  const bytes = photo && (await store.read(photo.file_name, size));
  if (!bytes) throw notFound('Photo not found');
  return bytes;
}
