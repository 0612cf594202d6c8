import type { PhotoLabel } from '@cobber/contracts';

/** A photo chosen for a document that is not saved yet: sent once it is. */
export interface HeldPhoto {
  file: File;
  label: PhotoLabel;
}

/** The labels as the tradie reads them. */
export const labelNames: Record<PhotoLabel, string> = { before: 'Before', after: 'After' };
