import { z } from 'zod';
import { DiskPhotoStore } from './disk-store.ts';
import type { S3Connection } from './s3-store.ts';
import type { PhotoSize, PhotoStore } from './storage.ts';

const unsetWhenEmpty = (v: unknown) => (v === '' ? undefined : v);

/** S3's own rule for bucket names (lower case, 3–63 characters, no dots at either end). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Where a service that takes job photos keeps them: in the S3-compatible
 * bucket S3_BUCKET when it is set, otherwise on disk under UPLOAD_DIR. Spread into the
 * service's settings with `.superRefine(checkPhotoStorage)`.
 */
export const photoStorageSettings = {
  /** An S3-compatible store's URL (MinIO, R2, S3Mock…); empty for AWS S3 itself. */
  S3_ENDPOINT: z.preprocess(unsetWhenEmpty, z.url().optional()).describe('The S3-compatible store\'s URL (MinIO, Cloudflare R2, Backblaze…); empty for AWS S3.'),
  /** Needed for AWS (the bucket's region, e.g. ap-southeast-2); us-east-1 elsewhere unless set. */
  S3_REGION: z.preprocess(unsetWhenEmpty, z.string().min(1).optional()).describe('Required on AWS (e.g. `ap-southeast-2`); `us-east-1` elsewhere unless set.'),
  S3_BUCKET: z.preprocess(unsetWhenEmpty, z.string().regex(BUCKET, 'must be an S3 bucket name (a-z, 0-9, "." and "-", 3 to 63 long)').optional()).describe('Keep job photos in this S3-compatible bucket instead of `UPLOAD_DIR` (objects `photos/<random>-display.jpg` and `-thumbnail.jpg`; keep it private). Another `S3_*` set without it is refused at start-up.'),
  S3_ACCESS_KEY_ID: z.preprocess(unsetWhenEmpty, z.string().min(1).optional()).describe('Required with `S3_BUCKET`.'),
  S3_SECRET_ACCESS_KEY: z.preprocess(unsetWhenEmpty, z.string().min(1).optional()).describe('Required with `S3_BUCKET`.'),
  /** The bucket in the URL's path, not its host name: default true with S3_ENDPOINT, false on AWS. */
  S3_FORCE_PATH_STYLE: z.preprocess(unsetWhenEmpty, z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1').optional()).describe('`true`/`false`: the bucket in the URL\'s path, not its host name; `true` by default with `S3_ENDPOINT`.'),
};

export interface PhotoStorageSettings {
  S3_ENDPOINT?: string | undefined;
  S3_REGION?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
}

const NEEDS_BUCKET = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;
const KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * Half an S3 setup would quietly keep photos on disk, or fail at the first upload: refuse
 * it at start-up, naming the setting (never its value: the keys are secrets).
 */
export function checkPhotoStorage(env: PhotoStorageSettings, ctx: z.RefinementCtx): void {
  if (!env.S3_BUCKET) {
    for (const name of NEEDS_BUCKET) {
      if (env[name] !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'set S3_BUCKET too to keep job photos in S3, or unset this (photos are kept on disk without it)' });
    }
    return;
  }
  for (const name of KEYS) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'S3_BUCKET keeps job photos in S3: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too' });
  }
  if (!env.S3_ENDPOINT && !env.S3_REGION) {
    ctx.addIssue({ code: 'custom', path: ['S3_REGION'], message: "S3_BUCKET on AWS (no S3_ENDPOINT): set the bucket's region, e.g. ap-southeast-2" });
  }
}

/** The bucket when S3_BUCKET is set (already checked), otherwise UPLOAD_DIR/photos on disk. */
export function photoStoreFromSettings(settings: PhotoStorageSettings & { UPLOAD_DIR: string }): PhotoStore {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  if (!bucket || !accessKeyId || !secretAccessKey) return new DiskPhotoStore(settings.UPLOAD_DIR);
  const endpoint = settings.S3_ENDPOINT;
  const connection = { endpoint, region: settings.S3_REGION ?? 'us-east-1', accessKeyId, secretAccessKey, forcePathStyle: settings.S3_FORCE_PATH_STYLE ?? Boolean(endpoint) };
  return bucketStore(connection, bucket);
}

/**
 * The S3 store, with the AWS SDK loaded only when S3_BUCKET chooses it: a Cobber that keeps
 * its photos on disk never loads the SDK (a quarter of a second at every start).
 */
function bucketStore(connection: S3Connection, bucket: string): PhotoStore {
  const store = import('./s3-store.ts').then(({ s3Client, S3PhotoStore }) => new S3PhotoStore(s3Client(connection), bucket));
  // A failed load is answered at the first photo call, not as an unhandled rejection at start.
  store.catch(() => undefined);
  return {
    save: async (files: Record<PhotoSize, Buffer>) => (await store).save(files),
    read: async (name: string, size: PhotoSize) => (await store).read(name, size),
    remove: async (name: string) => (await store).remove(name),
  };
}
