import { z } from 'zod';
import { optionalText } from './fields.ts';
import { PHOTO_CAPTION_MAX, PHOTO_LABELS, PHOTOS_PER_DOCUMENT } from './photo-facts.ts';

export { PHOTO_CAPTION_MAX, PHOTO_LABELS, PHOTO_MAX_BYTES, PHOTOS_PER_DOCUMENT } from './photo-facts.ts';

/**
 * Job photos on quotes and receipts: before and after photos from the phone
 * camera. The server keeps a display size and a thumbnail of each, upright and without
 * EXIF, served to the owner only.
 */
export const PhotoLabel = z.enum(PHOTO_LABELS, { error: 'Label must be before or after' });
export type PhotoLabel = z.infer<typeof PhotoLabel>;

export const PhotoMessages = {
  choosePhoto: 'Choose a photo (JPEG, PNG, WebP or HEIC)',
  caption: `Caption must be at most ${PHOTO_CAPTION_MAX} characters`,
  tooMany: (document: 'quote' | 'receipt') => `A ${document} can have at most ${PHOTOS_PER_DOCUMENT} photos; remove one to add another`,
  tooLarge: (name: string) => `${name} is larger than 10 MB; choose a smaller photo`,
  notAPhoto: (name: string) => `${name} is not a photo Cobber can read (JPEG, PNG, WebP or HEIC)`,
  unreadable: (name: string) => `${name} could not be read as a photo; try another file`,
  tooManyPixels: (name: string) => `${name} has too many pixels (over 50 megapixels); choose a smaller photo`,
  tooSlow: (name: string) => `${name} took too long to read; try a smaller photo`,
} as const;

/** A photo of a quote or receipt as the owner's screens show it: `url` and `thumbnailUrl` need the owner's session. */
export const Photo = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string(),
  label: PhotoLabel,
  caption: z.string().nullable(),
  /** Its place among the document's photos, from 0. */
  position: z.number().int().min(0),
});
export type Photo = z.infer<typeof Photo>;
/** A quote's photo (the name the quote screens use). */
export const QuotePhoto = Photo;
export type QuotePhoto = Photo;

/** The text fields sent beside the `photo` file (multipart). */
export const PhotoUploadFields = z.object({
  label: PhotoLabel.default('before'),
  caption: optionalText(PHOTO_CAPTION_MAX, PhotoMessages.caption),
});

/** `PATCH /api/quotes/:id/photos/:photoId` (or a receipt's): relabel, recaption or move a photo. */
export const UpdatePhoto = z.strictObject({
  label: PhotoLabel.optional(),
  // Left out: kept; null or blank: removed.
  caption: z.string().max(PHOTO_CAPTION_MAX, PhotoMessages.caption).trim().nullable().optional(),
  position: z.number().int().min(0).max(PHOTOS_PER_DOCUMENT - 1).optional(),
});
export type UpdatePhoto = z.input<typeof UpdatePhoto>;
export const UpdateQuotePhoto = UpdatePhoto;
export type UpdateQuotePhoto = UpdatePhoto;
