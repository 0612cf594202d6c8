/** One key per document's photos: `['photos', '/api/quotes/<id>/photos']`. */
export const photoKeys = {
  all: ['photos'] as const,
  of: (photosPath: string) => ['photos', photosPath] as const,
};
