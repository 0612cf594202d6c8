/** The two files kept of each photo, under one name. */
export type PhotoSize = 'display' | 'thumbnail';

/**
 * Where job photos are kept: on disk (DiskPhotoStore) or in an S3 bucket. The
 * files are reached only through the owner's (or the public page's) routes, never linked.
 */
export interface PhotoStore {
  /** Keeps both files and answers their new, random name; on a failure neither is left behind. */
  save(files: Record<PhotoSize, Buffer>): Promise<string>;
  /** The file, or null when there is none under that name. */
  read(name: string, size: PhotoSize): Promise<Buffer | null>;
  /** Removes both files; a name with no files is no error. */
  remove(name: string): Promise<void>;
}
