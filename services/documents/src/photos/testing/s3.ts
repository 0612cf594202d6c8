/** The S3 tests' bucket on the S3Mock their global setup started (`@cobber/kit/photos/s3-testing`). */
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { s3Client } from '../s3-store.ts';

/** The settings a service is given to keep its photos in the test server's shared bucket. */
export function testS3Settings() {
  const s3 = inject('s3');
  return { S3_ENDPOINT: s3.endpoint, S3_REGION: s3.region, S3_BUCKET: s3.bucket, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey };
}

/** A client of the test server, as the S3 store makes it for a non-AWS endpoint. */
export function testS3Client(): S3Client {
  const s3 = inject('s3');
  return s3Client({ endpoint: s3.endpoint, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true });
}

/** A new, empty bucket, for a test that counts everything in it. */
export async function newBucket(client: S3Client): Promise<string> {
  const bucket = `cobber-test-${randomBytes(4).toString('hex')}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return bucket;
}

/** The keys in a bucket under `prefix`, sorted. */
export async function bucketKeys(client: S3Client, bucket: string, prefix = ''): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}
