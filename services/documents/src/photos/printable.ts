import type { PhotoLabel } from '@cobber/contracts';
import type { DocumentPhoto } from '@cobber/contracts/documents';
import type { PhotoStore } from './storage.ts';

/** A kept photo as its document's row names it. */
export interface KeptPhoto {
  file_name: string;
  label: PhotoLabel;
  caption: string | null;
}

/**
 * A document's job photos as its PDF prints them: the display size of each, in
 * the order given, with its label and caption. A photo whose file is gone is left out
 * rather than failing the PDF.
 */
export async function printablePhotos(store: PhotoStore, photos: readonly KeptPhoto[]): Promise<DocumentPhoto[]> {
  const files = await Promise.all(photos.map((photo) => store.read(photo.file_name, 'display')));
  return photos.flatMap((photo, i) => {
    const jpeg = files[i];
    return jpeg ? [{ jpeg: new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength), label: photo.label, caption: photo.caption }] : [];
  });
}
