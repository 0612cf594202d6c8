import { BusinessMessages } from '@cobber/contracts';
import { badRequest } from '@cobber/kit';
import sharp from 'sharp';
import { brandPalette } from './palette.ts';

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'svg';

const LOGO_MAX_SIDE = 512;
const MAX_INPUT_PIXELS = 40_000_000;

/** What the bytes are, by their signature, never by the file's name or declared type. */
export function detectImage(bytes: Buffer): ImageKind | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  const head = bytes.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

/**
 * An SVG can carry script, external references and entity expansion. It is only
 * accepted without those, and then rasterised, so no SVG markup is ever served.
 */
function assertSafeSvg(bytes: Buffer): void {
  const text = bytes.toString('utf8');
  const unsafe = /<!DOCTYPE|<!ENTITY|<script|<foreignObject|\son\w+\s*=|(href|src)\s*=\s*["']\s*(?!#|data:image\/(png|jpeg|webp);)/i;
  if (unsafe.test(text)) {
    throw badRequest('This SVG has scripts or external references; upload a PNG, JPEG or WebP instead', {
      logo: BusinessMessages.selectImage,
    });
  }
}

export interface ProcessedLogo {
  png: Buffer;
  brandColors: Record<string, string>;
}

/**
 * Re-encodes an uploaded logo as a PNG of at most 512 px a side (OWASP file upload:
 * allow-list by content, re-encode) and extracts its brand colours. PNG because the
 * PDF documents (pdf-lib) embed PNG and JPEG only.
 */
export async function processLogo(bytes: Buffer): Promise<ProcessedLogo> {
  const kind = detectImage(bytes);
  if (!kind) throw badRequest(BusinessMessages.selectImage, { logo: BusinessMessages.selectImage });
  if (kind === 'svg') assertSafeSvg(bytes);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density: kind === 'svg' ? 144 : 72 })
      .rotate()
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: kind !== 'svg' });
    const png = await image.clone().png({ compressionLevel: 9 }).toBuffer();
    const { data } = await sharp(png).resize(48, 48, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { png, brandColors: brandPalette(data) };
  } catch {
    throw badRequest('This image could not be read; try another file', { logo: BusinessMessages.selectImage });
  }
}
