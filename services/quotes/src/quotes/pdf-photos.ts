import type { DocumentPhoto } from '@cobber/contracts/documents';
import type { Knex } from '@cobber/kit';
import type { PhotoStore } from '@cobber/kit/photos';
import { listPhotos } from '../photos/repository.ts';

/**
 * The quote's job photos as its PDF prints them (issue 14): the display size of each, in
 * the owner's order. A photo whose file is gone is left out rather than failing the PDF.
 */
export async function quotePdfPhotos(db: Knex, store: PhotoStore, quoteId: string): Promise<DocumentPhoto[]> {
  const rows = await listPhotos(db, quoteId);
  const files = await Promise.all(rows.map((row) => store.read(row.file_name, 'display')));
  return rows.flatMap((row, i) => {
    const jpeg = files[i];
    return jpeg ? [{ jpeg: new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength), label: row.label, caption: row.caption }] : [];
  });
}
