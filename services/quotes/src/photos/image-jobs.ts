/**
 * The image work of a job photo upload, run in a worker process (image.ts starts them):
 * every decode has a pixel cap and a time limit, and libvips works on one thread with no
 * cache, so one upload takes one core at most and leaves nothing behind.
 */
import sharp, { type Sharp } from 'sharp';

sharp.concurrency(1);
sharp.cache(false);

const DISPLAY_SIDE = 1600;
const THUMBNAIL_SIDE = 320;
/** 50 megapixels: a phone's largest camera mode (48 MP) and a little room. */
const MAX_INPUT_PIXELS = 50_000_000;
/** libvips checks this between steps; the pool's deadline stops what it cannot. */
const SECONDS_PER_STEP = 8;

export interface PhotoOutput {
  display: Uint8Array;
  thumbnail: Uint8Array;
}

/** Thrown for an image we will not read; image.ts names the file in what the tradie sees. */
const refuse = (why: string) => new Error(why);

/** Upright (EXIF orientation), flattened onto white, longest side `side`, JPEG; no metadata (sharp drops it). */
function jpegOf(image: Sharp, side: number, quality: number): Promise<Buffer> {
  return image
    .clone()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true })
    .timeout({ seconds: SECONDS_PER_STEP })
    .toBuffer();
}

/**
 * Re-encodes a phone photo as a display size and a thumbnail (OWASP file upload:
 * allow-list by content, re-encode): upright, and with no EXIF (no location) left.
 */
export async function processPhoto(bytes: Uint8Array): Promise<PhotoOutput> {
  // rotate() once, before both sizes: it reads the orientation the camera wrote.
  const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  try {
    const [display, thumbnail] = await Promise.all([jpegOf(upright, DISPLAY_SIDE, 80), jpegOf(upright, THUMBNAIL_SIDE, 75)]);
    return { display, thumbnail };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw refuse('pixels');
    if (/timeout/i.test(message)) throw refuse('timeout');
    throw refuse('unreadable');
  }
}
