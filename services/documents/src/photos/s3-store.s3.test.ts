import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@cobber/kit/kafka-broker';
import { bucketKeys, newBucket, testS3Client } from './testing/s3.ts';
import { s3Client, S3PhotoStore } from './s3-store.ts';

const files = { display: Buffer.from('display bytes'), thumbnail: Buffer.from('thumbnail bytes') };

describe('job photos kept in an S3-compatible bucket (against S3Mock)', () => {
  let client: S3Client;
  let bucket: string;
  let store: S3PhotoStore;
  beforeAll(async () => {
    client = testS3Client();
    bucket = await newBucket(client);
    store = new S3PhotoStore(client, bucket);
  });

  it('keeps both sizes under a new random name as photos/<name>-<size>.jpg, reads them back and removes both', async () => {
    const name = await store.save(files);
    expect(name).toMatch(/^[a-f0-9]{32}$/);
    expect(await bucketKeys(client, bucket, `photos/${name}`)).toEqual([`photos/${name}-display.jpg`, `photos/${name}-thumbnail.jpg`]);
    expect([String(await store.read(name, 'display')), String(await store.read(name, 'thumbnail'))]).toEqual(['display bytes', 'thumbnail bytes']);
    await store.remove(name);
    expect(await bucketKeys(client, bucket, `photos/${name}`)).toEqual([]);
    expect(await store.read(name, 'display')).toBeNull();
  });

  it('reads a name it never kept as none, and removing it is no error', async () => {
    const never = 'ab'.repeat(16);
    expect(await store.read(never, 'thumbnail')).toBeNull();
    await expect(store.remove(never)).resolves.toBeUndefined();
  });

  it('never makes a key of a name that is not one of its own', async () => {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'secrets/backup-display.jpg', Body: 'not a photo' }));
    await expect(store.read('../secrets/backup', 'display')).rejects.toThrow('Not a photo file name');
    await expect(store.read('ABCDEF', 'display')).rejects.toThrow('Not a photo file name');
    await expect(store.remove('../secrets/backup')).rejects.toThrow('Not a photo file name');
    expect(await bucketKeys(client, bucket, 'secrets/')).toEqual(['secrets/backup-display.jpg']);
  });

  it('leaves nothing behind when the second put fails', async () => {
    const failing = testS3Client();
    // The thumbnail's put is refused on its way out, as a dropped connection would end it.
    failing.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { Key?: string };
        if (input.Key?.endsWith('-thumbnail.jpg') && (args.request as { method?: string }).method === 'PUT') throw new Error('connection reset');
        return next(args);
      },
      { step: 'finalizeRequest', name: 'dropThumbnailPut' },
    );
    const halfway = new S3PhotoStore(failing, bucket);
    const before = await bucketKeys(client, bucket, 'photos/');
    await expect(halfway.save(files)).rejects.toThrow('connection reset');
    expect(await bucketKeys(client, bucket, 'photos/')).toEqual(before);
  });

  it('answers an error, not "no photo", when the store cannot be reached', async () => {
    const nowhere = new S3PhotoStore(
      s3Client({ endpoint: `http://127.0.0.1:${await freePort()}`, region: 'us-east-1', accessKeyId: 'a', secretAccessKey: 'b', forcePathStyle: true }),
      bucket,
    );
    await expect(nowhere.read('ab'.repeat(16), 'display')).rejects.toThrow();
  });
});
