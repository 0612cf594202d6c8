import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PhotoSize, PhotoStore } from './storage.ts';

/** Random names only, as on disk: a name from the database is checked against this before it becomes a key. */
const NAME = /^[a-f0-9]{32}$/;
const SIZES: readonly PhotoSize[] = ['display', 'thumbnail'];

/**
 * Job photos in an S3-compatible bucket, under `photos/<name>-<size>.jpg`. The
 * bucket stays private: nothing here makes a public or presigned link, so a photo is
 * reached only through the services' owner (or public-page) routes, as from disk.
 */
export class S3PhotoStore implements PhotoStore {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(client: S3Client, bucket: string) {
    this.#client = client;
    this.#bucket = bucket;
  }

  #key(name: string, size: PhotoSize): string {
    if (!NAME.test(name)) throw new Error('Not a photo file name');
    return `photos/${name}-${size}.jpg`;
  }

  async save(files: Record<PhotoSize, Buffer>): Promise<string> {
    const name = randomBytes(16).toString('hex');
    try {
      // One after the other: a failed first put leaves nothing to clear up.
      for (const size of SIZES) {
        await this.#client.send(new PutObjectCommand({ Bucket: this.#bucket, Key: this.#key(name, size), Body: files[size], ContentType: 'image/jpeg' }));
      }
    } catch (error) {
      await this.remove(name).catch(() => undefined);
      throw error;
    }
    return name;
  }

  async read(name: string, size: PhotoSize): Promise<Buffer | null> {
    const key = this.#key(name, size);
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      // Only a missing photo is "none"; a store that cannot be reached is an error, not a 404.
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    // Deleting a key that is not there succeeds in S3, so a half-kept photo is removed too.
    await Promise.all(SIZES.map((size) => this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: this.#key(name, size) }))));
  }
}

export interface S3Connection {
  /** Empty for AWS itself; an S3-compatible store's URL otherwise. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path rather than the host name, as most S3-compatible stores want. */
  forcePathStyle: boolean;
}

export function s3Client(connection: S3Connection): S3Client {
  return new S3Client({
    region: connection.region,
    credentials: { accessKeyId: connection.accessKeyId, secretAccessKey: connection.secretAccessKey },
    forcePathStyle: connection.forcePathStyle,
    ...(connection.endpoint
      ? {
          endpoint: connection.endpoint,
          // The SDK's newer default checksums (CRC32 on every put) are refused by several
          // S3-compatible stores; outside AWS, send them only where S3 requires one.
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
}
