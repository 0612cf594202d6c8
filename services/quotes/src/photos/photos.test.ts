import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PhotoMessages } from '@cobber/contracts';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type QuotesWorld, type TestOwner } from '../test-services.ts';

/** A form as the phone's file chooser sends it: one `photo`, and the label and caption. */
function photoForm(bytes: Uint8Array, name: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  return form;
}

/** A small photo: a left half red, a right half blue. */
function twoColours(width: number, height: number): Sharp {
  const half = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) half.set(i % width < width / 2 ? [220, 20, 20] : [20, 20, 220], i * 3);
  return sharp(half, { raw: { width, height, channels: 3 } });
}

/**
 * A photo as a phone camera takes it, for the timing: its left half reddish, its right
 * half bluish, with grain in 4-pixel blocks so it compresses as a real one (~3 MB at 4000×3000).
 */
function cameraShot(width: number, height: number): Sharp {
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

describe('job photos on quotes (issue 14)', () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  let alex: TestOwner;
  let tiny: Buffer;
  beforeAll(async () => {
    world = await startQuotesWorld();
    [sam, alex] = [await world.owner(), await world.owner()];
    tiny = await twoColours(8, 6).png().toBuffer();
  });
  afterAll(() => world.stop());

  const newQuote = async (owner: TestOwner) => {
    const made = await owner.quotes('POST', '/api/quotes', { ...owner.client, title: 'Switchboard', items: SAMPLE_ITEMS });
    expect(made.status).toBe(201);
    return made.body.id as string;
  };
  const upload = (owner: TestOwner, quoteId: string, form: FormData) => owner.quotes('POST', `/api/quotes/${quoteId}/photos`, form);
  const fileOf = async (owner: TestOwner, url: string) => {
    const response = await fetch(`${world.quotesUrl}${url}`, { headers: owner.identity() });
    return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const keptFiles = async () => (await readdir(path.join(world.uploadDir, 'photos')).catch(() => [])).length;

  it('turns a sideways camera JPEG (EXIF orientation 6, GPS) upright, in two sizes with no EXIF left', async () => {
    const quoteId = await newQuote(sam);
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
    const added = await upload(sam, quoteId, photoForm(camera, 'IMG_0001.JPG', { label: 'before', caption: 'Cracked switchboard' }));
    console.info(`a 4000×3000 JPEG (${(camera.length / 1e6).toFixed(1)} MB): upload answered in ${Math.round(performance.now() - started)} ms`);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ label: 'before', caption: 'Cracked switchboard', position: 0 });

    const display = await fileOf(sam, added.body.url);
    expect([display.status, display.type]).toEqual([200, 'image/jpeg']);
    const shown = await sharp(display.bytes).metadata();
    expect([shown.format, shown.width, shown.height]).toEqual(['jpeg', 1200, 1600]);
    expect([shown.exif, shown.orientation, shown.icc, shown.xmp]).toEqual([undefined, undefined, undefined, undefined]);
    expect(display.bytes.includes('Apple')).toBe(false);
    // Upright: the camera's left (red) is now the top.
    const { data } = await sharp(display.bytes).extract({ left: 600, top: 100, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(100);

    const thumbnail = await sharp((await fileOf(sam, added.body.thumbnailUrl)).bytes).metadata();
    expect([thumbnail.width, thumbnail.height, thumbnail.exif]).toEqual([240, 320, undefined]);
  });

  it("takes an iPhone's HEIC (HEVC-coded, with EXIF and GPS) though sharp's own build cannot decode HEVC: upright, no EXIF", async () => {
    const quoteId = await newQuote(sam);
    // Made with libheif's heif-enc (x265) from a 300×200 JPEG, left half red, with EXIF and a GPS block.
    const heic = await readFile(new URL('./fixtures/iphone-hevc.heic', import.meta.url));
    expect((await sharp(heic).metadata()).compression).toBe('hevc');
    const added = await upload(sam, quoteId, photoForm(heic, 'IMG_0010.HEIC'));
    expect(added.status).toBe(201);
    const display = (await fileOf(sam, added.body.url)).bytes;
    const shown = await sharp(display).metadata();
    expect([shown.format, shown.width, shown.height, shown.exif]).toEqual(['jpeg', 300, 200, undefined]);
    expect(display.includes('iPhone')).toBe(false);
    const { data } = await sharp(display).extract({ left: 20, top: 100, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([data[0]! > 150, data[2]! < 100]).toEqual([true, true]);
  });

  it('takes HEIF (AVIF-in-HEIF: this sharp cannot write HEVC HEIC), PNG and WebP, each kept as JPEG', async () => {
    const quoteId = await newQuote(sam);
    const heif = await twoColours(300, 200).heif({ compression: 'av1' }).toBuffer();
    const webp = await twoColours(300, 200).webp().toBuffer();
    for (const [bytes, name] of [[heif, 'IMG_0002.HEIC'], [tiny, 'plan.png'], [webp, 'site.webp']] as const) {
      const added = await upload(sam, quoteId, photoForm(bytes, name, { label: 'after' }));
      expect(added.status, name).toBe(201);
      expect(added.body.label).toBe('after');
      expect((await sharp((await fileOf(sam, added.body.url)).bytes).metadata()).format).toBe('jpeg');
    }
    expect((await sam.quotes('GET', `/api/quotes/${quoteId}/photos`)).body.map((photo: { position: number }) => photo.position)).toEqual([0, 1, 2]);
  });

  it('refuses an 11 MB file (413), a text file (415), a broken or 54 MP photo and a control character (400), naming each, and keeps nothing', async () => {
    const quoteId = await newQuote(sam);
    const before = await keptFiles();
    const huge = Buffer.alloc(11 * 1024 * 1024, 7);
    huge.set([0xff, 0xd8, 0xff], 0);
    const tooBig = await upload(sam, quoteId, photoForm(huge, 'IMG_0003.JPG'));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe(PhotoMessages.tooLarge('IMG_0003.JPG'));
    const text = await upload(sam, quoteId, photoForm(Buffer.from('not a photo at all'), 'notes.txt'));
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe(PhotoMessages.notAPhoto('notes.txt'));
    const heicOnlyInName = await upload(sam, quoteId, photoForm(Buffer.from('\x00\x00\x00\x18ftypqt  '), 'IMG_0004.HEIC'));
    expect(heicOnlyInName.status).toBe(415);
    const broken = await upload(sam, quoteId, photoForm(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'IMG_0005.JPG'));
    expect([broken.status, broken.body.error.fields]).toEqual([400, { photo: PhotoMessages.unreadable('IMG_0005.JPG') }]);
    const panorama = await upload(sam, quoteId, photoForm(await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#888' } }).jpeg().toBuffer(), 'pano.jpg'));
    expect([panorama.status, panorama.body.error.fields]).toEqual([400, { photo: PhotoMessages.tooManyPixels('pano.jpg') }]);
    const bell = await upload(sam, quoteId, photoForm(tiny, 'a.png', { caption: 'Switch\u0007board' }));
    expect([bell.status, Object.keys(bell.body.error.fields)]).toEqual([400, ['caption']]);
    expect(await keptFiles()).toBe(before);
    expect((await sam.quotes('GET', `/api/quotes/${quoteId}/photos`)).body).toEqual([]);
  });

  it('refuses the 21st photo of a quote, naming the limit; of two sent at once for the last place, one is kept whole', async () => {
    const quoteId = await newQuote(sam);
    for (let i = 0; i < 19; i++) expect((await upload(sam, quoteId, photoForm(tiny, `p${i}.png`))).status).toBe(201);
    const nineteen = await keptFiles();
    const both = await Promise.all(['p19.png', 'p19b.png'].map((name) => upload(sam, quoteId, photoForm(tiny, name))));
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 400]);
    // The refused one's files went with it: two files for the one photo kept.
    expect(await keptFiles()).toBe(nineteen + 2);
    const before = await keptFiles();
    const twentyFirst = await upload(sam, quoteId, photoForm(tiny, 'p20.png'));
    expect(twentyFirst.status).toBe(400);
    expect(twentyFirst.body.error.fields).toEqual({ photo: PhotoMessages.tooMany });
    expect(await keptFiles()).toBe(before);
  });

  it('relabels, recaptions and moves a photo; the others close up', async () => {
    const quoteId = await newQuote(sam);
    const ids: string[] = [];
    for (const name of ['a.png', 'b.png', 'c.png']) ids.push((await upload(sam, quoteId, photoForm(tiny, name))).body.id);
    const moved = await sam.quotes('PATCH', `/api/quotes/${quoteId}/photos/${ids[2]}`, { position: 0, label: 'after', caption: 'New board' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ position: 0, label: 'after', caption: 'New board' });
    const listed = (await sam.quotes('GET', `/api/quotes/${quoteId}/photos`)).body as { id: string; position: number; caption: string | null }[];
    expect(listed.map((photo) => [photo.id, photo.position])).toEqual([[ids[2], 0], [ids[0], 1], [ids[1], 2]]);
    expect((await sam.quotes('PATCH', `/api/quotes/${quoteId}/photos/${ids[2]}`, { caption: '' })).body.caption).toBeNull();
    expect((await sam.quotes('PATCH', `/api/quotes/${quoteId}/photos/${ids[2]}`, { label: 'during' })).status).toBe(400);
  });

  it("is the owner's alone: another owner gets 404 on every photo call, and changes nothing", async () => {
    const quoteId = await newQuote(sam);
    const photo = (await upload(sam, quoteId, photoForm(tiny, 'mine.png'))).body;
    const base = `/api/quotes/${quoteId}/photos`;
    expect((await alex.quotes('GET', base)).status).toBe(404);
    expect((await upload(alex, quoteId, photoForm(tiny, 'theirs.png'))).status).toBe(404);
    expect((await alex.quotes('PATCH', `${base}/${photo.id}`, { caption: 'Mine now' })).status).toBe(404);
    expect((await alex.quotes('DELETE', `${base}/${photo.id}`)).status).toBe(404);
    expect((await fileOf(alex, photo.url)).status).toBe(404);
    expect((await fileOf(alex, photo.thumbnailUrl)).status).toBe(404);
    // Their own quote's path with Sam's photo id: still nobody's photo to them.
    const theirs = await newQuote(alex);
    expect((await fileOf(alex, `/api/quotes/${theirs}/photos/${photo.id}/display`)).status).toBe(404);
    expect((await sam.quotes('GET', base)).body).toEqual([photo]);
    expect((await fileOf(sam, photo.url)).status).toBe(200);
  });

  it('removes a photo with its two files (204), and the rest move up', async () => {
    const quoteId = await newQuote(sam);
    const first = (await upload(sam, quoteId, photoForm(tiny, 'one.png'))).body;
    const second = (await upload(sam, quoteId, photoForm(tiny, 'two.png'))).body;
    const before = await keptFiles();
    expect((await sam.quotes('DELETE', `/api/quotes/${quoteId}/photos/${first.id}`)).status).toBe(204);
    expect(await keptFiles()).toBe(before - 2);
    expect((await fileOf(sam, first.url)).status).toBe(404);
    expect((await sam.quotes('GET', `/api/quotes/${quoteId}/photos`)).body).toEqual([{ ...second, position: 0 }]);
  });
});
