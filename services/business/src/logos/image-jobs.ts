/**
 * The image work of a logo upload, run in a worker process (image.ts starts them): every
 * decode has a pixel cap and a time limit, and libvips works on one thread with no
 * cache, so one upload takes one core at most and leaves nothing behind.
 */
import type { BrandColors } from '@cobber/contracts';
import sharp from 'sharp';
import type { ImageKind } from './image.ts';
import { brandPalette } from './palette.ts';

sharp.concurrency(1);
sharp.cache(false);

const LOGO_MAX_SIDE = 512;
/** 25 megapixels: a 5000×5000 photo; its decode needs at most ~100 MB (200 MB at 16 bits). */
const MAX_INPUT_PIXELS = 25_000_000;
/** The largest side an SVG may declare, in CSS pixels (width/height, else its viewBox). */
const MAX_SVG_SIDE = 20_000;
/** libvips checks this between steps; the pool's 5 s deadline stops what it cannot (one long SVG render). */
const SECONDS_PER_STEP = 4;

export interface LogoInput {
  bytes: Uint8Array;
  kind: ImageKind;
}

export interface LogoOutput {
  png: Uint8Array;
  brandColors: BrandColors;
}

/** Thrown for an image we will not read; the message is the one the tradie sees. */
const refuse = (message: string) => new Error(message);

/**
 * The density that renders an SVG at the logo's size straight away, whatever size it
 * declares: no huge intermediate raster for a `width="20000"`.
 */
async function svgDensity(bytes: Uint8Array): Promise<number> {
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refuse('This image could not be read; try another file');
    });
  const side = Math.max(width ?? 0, height ?? 0);
  if (!(side > 0)) throw refuse('This SVG has no size; give it a width and height, or upload a PNG');
  if (side > MAX_SVG_SIDE) throw refuse(`This SVG says it is larger than ${MAX_SVG_SIDE} pixels; upload a PNG, JPEG or WebP instead`);
  return Math.min(Math.max((72 * LOGO_MAX_SIDE) / side, 1), 100_000);
}

/**
 * Re-encodes an uploaded logo as a PNG of at most 512 px a side (OWASP file upload:
 * allow-list by content, re-encode) and extracts its brand colours. PNG because the
 * PDF documents (pdf-lib) embed PNG and JPEG only.
 */
export async function processLogo({ bytes, kind }: LogoInput): Promise<LogoOutput> {
  const density = kind === 'svg' ? await svgDensity(bytes) : 72;
  let png: Buffer;
  try {
    png = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density, sequentialRead: true })
      .rotate()
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: kind !== 'svg' })
      .png({ compressionLevel: 9 })
      .timeout({ seconds: SECONDS_PER_STEP })
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw refuse('This image has too many pixels (over 25 megapixels); upload a smaller one');
    if (/timeout/i.test(message)) throw refuse('This image took too long to read; upload a simpler PNG, JPEG or WebP');
    throw refuse('This image could not be read; try another file');
  }
  const { data } = await sharp(png).resize(48, 48, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { png, brandColors: brandPalette(data) };
}
