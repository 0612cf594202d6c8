import type { DocumentPhoto } from '@cobber/contracts/documents';
import type { Knex } from '@cobber/kit';
import { printablePhotos, type PhotoStore } from '@cobber/documents/photos';
import { quotePhotoRows } from '../photos/repository.ts';

/** The quote's job photos as its PDF prints them, in the owner's order. */
export async function quotePdfPhotos(db: Knex, store: PhotoStore, quoteId: string): Promise<DocumentPhoto[]> {
  return printablePhotos(store, await quotePhotoRows.list(db, quoteId));
}
