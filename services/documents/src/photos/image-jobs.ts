/**
 * The image work of a job photo upload, run in a worker process (image.ts starts them):
 * every decode has a pixel cap and a time limit, and libvips works on one thread with no
 * cache, so one upload takes one core at most and leaves nothing behind.
 */
import decodeHeic from 'heic-decode';
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
 * The photo as sharp reads it. An iPhone's HEIC is HEVC-coded, which this sharp's libvips
 * cannot decode (no libde265 in its build): libheif's own decoder (heic-decode) makes it
 * plain pixels first, upright already (libheif applies HEIF's rotation), with no EXIF.
 */
async function readable(bytes: Uint8Array): Promise<Sharp> {
  const { compression, width = 0, height = 0 } = await sharp(bytes).metadata();
  if (compression !== 'hevc') return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  if (width * height > MAX_INPUT_PIXELS) throw new Error('Input image exceeds pixel limit');
  const decoded = await decodeHeic({ buffer: bytes });
  const pixels = new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
  return sharp(pixels, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
}

/**
 * Re-encodes a phone photo as a display size and a thumbnail (OWASP file upload:
 * allow-list by content, re-encode): upright, and with no EXIF (no location) left.
 */
export async function processPhoto(bytes: Uint8Array): Promise<PhotoOutput> {
  try {
    // rotate() once, before both sizes: it reads the orientation the camera wrote.
    const upright = (await readable(bytes)).rotate();
    const [display, thumbnail] = await Promise.all([jpegOf(upright, DISPLAY_SIDE, 80), jpegOf(upright, THUMBNAIL_SIDE, 75)]);
    return { display, thumbnail };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw refuse('pixels');
    if (/timeout/i.test(message)) throw refuse('timeout');
    throw refuse('unreadable');
  }
}
