import { readFile } from 'node:fs/promises';
import { PhotoMessages } from '@cobber/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processPhoto } from './image.ts';
import { cameraShot, twoColours } from './testing/photos.ts';

/** The HttpError a refused photo throws: its status and the `photo` field's message. */
async function refusal(bytes: Uint8Array, name: string) {
  const error = await processPhoto(bytes, name).then(() => null, (thrown: { status: number; fields?: Record<string, string> }) => thrown);
  return [error?.status, error?.fields?.photo];
}

/** The red and blue of a pixel: upright, the camera's left (red) half is the top. */
async function colourAt(jpeg: Buffer, left: number, top: number) {
  const { data } = await sharp(jpeg).extract({ left, top, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return { red: data[0]!, blue: data[2]! };
}

describe('a job photo re-encoded in the sharp worker', () => {
  it('turns a sideways camera JPEG (EXIF orientation 6, GPS) upright, in two sizes with no EXIF left', async () => {
    const camera = await cameraShot(4000, 3000)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Apple' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 0/1' } })
      .toBuffer();
    const sent = await sharp(camera).metadata();
    // 0x8825, little-endian: EXIF's pointer to its GPS (location) block.
    const GPS_BLOCK = Buffer.from([0x25, 0x88]);
    expect([sent.orientation, sent.width, sent.height, sent.exif?.includes(GPS_BLOCK)]).toEqual([6, 4000, 3000, true]);

    const started = performance.now();
    const { display, thumbnail } = await processPhoto(camera, 'IMG_0001.JPG');
    console.info(`a 4000×3000 JPEG (${(camera.length / 1e6).toFixed(1)} MB): re-encoded in ${Math.round(performance.now() - started)} ms`);
    const shown = await sharp(display).metadata();
    expect([shown.format, shown.width, shown.height]).toEqual(['jpeg', 1200, 1600]);
    expect([shown.exif, shown.orientation, shown.icc, shown.xmp]).toEqual([undefined, undefined, undefined, undefined]);
    expect(display.includes('Apple')).toBe(false);
    const top = await colourAt(display, 600, 100);
    expect([top.red > 150, top.blue < 100]).toEqual([true, true]);
    const small = await sharp(thumbnail).metadata();
    expect([small.width, small.height, small.exif]).toEqual([240, 320, undefined]);
  });

  it("takes an iPhone's HEIC (HEVC-coded, with EXIF and GPS) though sharp's own build cannot decode HEVC: upright, no EXIF", async () => {
    // Made with libheif's heif-enc (x265) from a 300×200 JPEG, left half red, with EXIF and a GPS block.
    const heic = await readFile(new URL('./fixtures/iphone-hevc.heic', import.meta.url));
    expect((await sharp(heic).metadata()).compression).toBe('hevc');
    const { display } = await processPhoto(heic, 'IMG_0010.HEIC');
    const shown = await sharp(display).metadata();
    expect([shown.format, shown.width, shown.height, shown.exif]).toEqual(['jpeg', 300, 200, undefined]);
    expect(display.includes('iPhone')).toBe(false);
    const left = await colourAt(display, 20, 100);
    expect([left.red > 150, left.blue < 100]).toEqual([true, true]);
  });

  it('takes HEIF (AVIF-in-HEIF: this sharp cannot write HEVC HEIC), PNG and WebP, each kept as JPEG', async () => {
    const heif = await twoColours(300, 200).heif({ compression: 'av1' }).toBuffer();
    const png = await twoColours(8, 6).png().toBuffer();
    const webp = await twoColours(300, 200).webp().toBuffer();
    for (const [bytes, name] of [[heif, 'IMG_0002.HEIC'], [png, 'plan.png'], [webp, 'site.webp']] as const) {
      const { display, thumbnail } = await processPhoto(bytes, name);
      expect([(await sharp(display).metadata()).format, (await sharp(thumbnail).metadata()).format], name).toEqual(['jpeg', 'jpeg']);
    }
  });

  it('refuses by content, naming the file: a text file (415), a HEIC only by name (415), a broken and a 54 MP photo (400)', async () => {
    expect(await refusal(Buffer.from('not a photo at all'), 'notes.txt')).toEqual([415, PhotoMessages.notAPhoto('notes.txt')]);
    expect(await refusal(Buffer.from('\x00\x00\x00\x18ftypqt  '), 'IMG_0004.HEIC')).toEqual([415, PhotoMessages.notAPhoto('IMG_0004.HEIC')]);
    expect(await refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'IMG_0005.JPG')).toEqual([400, PhotoMessages.unreadable('IMG_0005.JPG')]);
    const panorama = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#888' } }).jpeg().toBuffer();
    expect(await refusal(panorama, 'pano.jpg')).toEqual([400, PhotoMessages.tooManyPixels('pano.jpg')]);
  });
});
