/** Photos for the tests of the services that take them (`@cobber/kit/photos/testing`). */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

/** A form as the phone's file chooser sends it: one `photo`, and the label and caption. */
export function photoForm(bytes: Uint8Array, name: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  return form;
}

/** A small photo: a left half red, a right half blue. */
export function twoColours(width: number, height: number): Sharp {
  const half = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) half.set(i % width < width / 2 ? [220, 20, 20] : [20, 20, 220], i * 3);
  return sharp(half, { raw: { width, height, channels: 3 } });
}

/**
 * A photo as a phone camera takes it, for the timing: its left half reddish, its right
 * half bluish, with grain in 4-pixel blocks so it compresses as a real one (~3 MB at 4000×3000).
 */
export function cameraShot(width: number, height: number): Sharp {
  const grain = randomBytes(Math.ceil(width / 4) * Math.ceil(height / 4));
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const n = grain[(y >> 2) * Math.ceil(width / 4) + (x >> 2)]! / 4 - 32;
      pixels.set(x < width / 2 ? [190 + n, 40 + n, 40 + n] : [40 + n, 40 + n, 190 + n], (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** An 11 MB file that starts as a JPEG: past the 10 MB limit. */
export function elevenMegabytes(): Buffer {
  const huge = Buffer.alloc(11 * 1024 * 1024, 7);
  huge.set([0xff, 0xd8, 0xff], 0);
  return huge;
}

/** How many photo files a DiskPhotoStore keeps under `uploadDir` (two a photo). */
export async function keptPhotoFiles(uploadDir: string): Promise<number> {
  return (await readdir(path.join(uploadDir, 'photos')).catch(() => [])).length;
}

/** An image's format and sides, as a test reads back what was kept. */
export async function formatAndSides(bytes: Uint8Array): Promise<[string | undefined, number | undefined, number | undefined]> {
  const { format, width, height } = await sharp(bytes).metadata();
  return [format, width, height];
}
