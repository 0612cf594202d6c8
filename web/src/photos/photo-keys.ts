import { apiPath } from '../api-client.ts';

/** Whose photos: a quote's or a receipt's, by its id. */
export interface PhotoDocument {
  kind: 'quotes' | 'receipts';
  id: string;
}

/** Where the document's photos are listed (GET) and added (POST). */
export function photosPathOf({ kind, id }: PhotoDocument): string {
  const at = { params: { id } };
  return kind === 'quotes' ? apiPath('GET /api/quotes/:id/photos', at) : apiPath('GET /api/receipts/:id/photos', at);
}

/** One key per document's photos: `['photos', '/api/quotes/<id>/photos']`. */
export const photoKeys = {
  all: ['photos'] as const,
  of: (document: PhotoDocument) => ['photos', photosPathOf(document)] as const,
};
