/** How many photos a quote or receipt keeps, how big one may be, and how each is labelled. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTOS_PER_DOCUMENT = 20;
export const PHOTO_CAPTION_MAX = 200;
export const PHOTO_LABELS = ['before', 'after'] as const;
