import { photoStoreFromSettings } from '@cobber/documents/photos';
import { bucketKeys, testS3Client, testS3Settings } from '@cobber/documents/photos/s3-testing';
import { cameraShot, formatAndSides, keptPhotoFiles, photoForm, twoColours } from '@cobber/documents/photos/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ITEMS, startQuotesWorld, type QuotesWorld, type TestOwner } from '../testing/services.ts';

const UPLOADS_TIMED = 3;

describe('job photos on quotes kept in an S3-compatible bucket (against S3Mock)', () => {
  let world: QuotesWorld;
  let sam: TestOwner;
  let client: ReturnType<typeof testS3Client>;
  let bucket: string;
  beforeAll(async () => {
    const settings = testS3Settings();
    // The store npm start would make of these settings and an UPLOAD_DIR: the bucket wins.
    world = await startQuotesWorld({ photoStore: photoStoreFromSettings({ ...settings, UPLOAD_DIR: 'unused' }) });
    sam = await world.owner();
    client = testS3Client();
    bucket = settings.S3_BUCKET;
  });
  afterAll(() => world.stop());

  const newQuote = async (owner: TestOwner) => {
    const made = await owner.quotes('POST', '/api/quotes', { ...owner.client, title: 'Switchboard', items: SAMPLE_ITEMS });
    expect(made.status).toBe(201);
    return made.body.id as string;
  };
  const fileOf = async (url: string) => {
    const response = await fetch(`${world.quotesUrl}${url}`, { headers: sam.identity() });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const keysOf = async (photoId: string) => {
    const row = await world.quotes.db('quote_photos').where('id', photoId).first('file_name');
    return bucketKeys(client, bucket, `photos/${row.file_name}`);
  };

  it('keeps an added photo in the bucket, not on disk, serves both sizes back, and DELETE takes both from the bucket', async () => {
    const quoteId = await newQuote(sam);
    const added = await sam.quotes('POST', `/api/quotes/${quoteId}/photos`, photoForm(await twoColours(2000, 1000).png().toBuffer(), 'board.png', { label: 'before' }));
    expect(added.status).toBe(201);
    const keys = await keysOf(added.body.id);
    expect(keys).toHaveLength(2);
    expect(keys.map((key) => key.replace(/[a-f0-9]{32}/, 'NAME'))).toEqual(['photos/NAME-display.jpg', 'photos/NAME-thumbnail.jpg']);
    expect(await keptPhotoFiles(world.uploadDir)).toBe(0);

    const display = await fileOf(added.body.url);
    expect([display.status, ...(await formatAndSides(display.bytes))]).toEqual([200, 'jpeg', 1600, 800]);
    expect(await formatAndSides((await fileOf(added.body.thumbnailUrl)).bytes)).toEqual(['jpeg', 320, 160]);

    expect((await sam.quotes('DELETE', `/api/quotes/${quoteId}/photos/${added.body.id}`)).status).toBe(204);
    expect(await bucketKeys(client, bucket, keys[0]!.replace('-display.jpg', ''))).toEqual([]);
    expect((await fileOf(added.body.url)).status).toBe(404);
  });

  it('adds a 4 MB camera JPEG through the route kept on disk and in the bucket, timing each', async () => {
    const shot = await cameraShot(4032, 3024).jpeg({ quality: 98 }).toBuffer();
    const onDisk = await startQuotesWorld();
    try {
      const timings = { disk: await medianUpload(onDisk, await onDisk.owner(), shot), s3: await medianUpload(world, sam, shot) };
      console.log(`A ${(shot.length / 1e6).toFixed(2)} MB JPEG added through POST /api/quotes/:id/photos, median of ${UPLOADS_TIMED}: disk ${timings.disk} ms, S3 ${timings.s3} ms`);
    } finally {
      await onDisk.stop();
    }
  });

  /** The middle of a few uploads' times, each from sending the form to the 201. */
  async function medianUpload(into: QuotesWorld, owner: TestOwner, shot: Buffer): Promise<number> {
    const made = await owner.quotes('POST', '/api/quotes', { ...owner.client, title: 'Timed', items: SAMPLE_ITEMS });
    const times: number[] = [];
    for (let i = 0; i < UPLOADS_TIMED; i++) {
      const started = performance.now();
      const added = await owner.quotes('POST', `/api/quotes/${made.body.id}/photos`, photoForm(shot, `IMG_${i}.JPG`));
      times.push(performance.now() - started);
      expect(added.status, `${into.quotesUrl}: ${JSON.stringify(added.body)}`).toBe(201);
    }
    return Math.round(times.sort((a, b) => a - b)[Math.floor(UPLOADS_TIMED / 2)]!);
  }
});
